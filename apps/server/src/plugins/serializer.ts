import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialiser = (data: unknown) => string;

/**
 * Compiles a response schema of the contract into fast-json-stringify, Fastify's own serializer:
 * it writes only the declared fields (nothing leaks) and costs a fraction of a zod pass. A week of
 * a 30-member service carries hundreds of slots, where validating the answer with zod on every
 * request was 40 % of the route's time. A schema JSON Schema cannot express falls back to zod.
 */
export function compilerRapide(schema: ZodType): Serialiser | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-07',
      override: ouvrirObjetsNonStricts,
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serialiser;
  } catch {
    return null;
  }
}

/**
 * zod writes `additionalProperties: false` for every plain object it outputs. fast-json-stringify
 * picks an `anyOf` branch (a nullable object) by validating the value against it, so an undeclared
 * field there matched no branch and threw, where zod strips it. Without the keyword the branch
 * matches as it does for zod, and fast-json-stringify still writes only the declared properties.
 * A strict object (`catchall` never) keeps it: zod refuses the extra field too.
 */
function ouvrirObjetsNonStricts({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: object }): void {
  const def = (zodSchema as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def;
  const json = jsonSchema as { additionalProperties?: unknown };
  if (def.type === 'object' && def.catchall === undefined && json.additionalProperties === false) {
    delete json.additionalProperties;
  }
}

function zodSchemaOf(maybeSchema: unknown): ZodType {
  if (maybeSchema instanceof z.ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown }).properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`Schéma de réponse non zod : ${JSON.stringify(maybeSchema)}`);
}

/**
 * The response serializer. With `verifier` (the test suites), every answer is also checked with
 * zod and the fast output compared with zod's, so the whole API test suite proves the two agree.
 */
export function creerSerializerCompiler({ verifier }: { verifier: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    const parZod = (data: unknown) => {
      const result = zodSchema.safeEncode(data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return result.data;
    };
    const construire = (): Serialiser => {
      const rapide = compilerRapideUneFois(zodSchema);
      if (!rapide) return (data: unknown) => JSON.stringify(parZod(data));
      if (!verifier) return rapide;
      return (data: unknown) => {
        const attendu = JSON.stringify(parZod(data));
        const obtenu = rapide(data);
        if (!isDeepStrictEqual(JSON.parse(obtenu), JSON.parse(attendu))) {
          throw new Error(`Sérialisation rapide divergente pour ${method} ${url} : ${obtenu} ≠ ${attendu}`);
        }
        return obtenu;
      };
    };
    // Compiled at the route's first answer: compiling every response of the contract took 2.8 s of
    // each start, paid again by every API test file for the few routes it calls.
    let serialiser: Serialiser | undefined;
    return (data: unknown) => {
      serialiser ??= construire();
      return serialiser(data);
    };
  };
}

/** Schemas are immutable: one compilation serves every app of the process (the test files). */
const compilations = new WeakMap<ZodType, Serialiser | null>();
function compilerRapideUneFois(schema: ZodType): Serialiser | null {
  let compile = compilations.get(schema);
  if (compile === undefined) {
    compile = compilerRapide(schema);
    compilations.set(schema, compile);
  }
  return compile;
}
