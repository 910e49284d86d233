import { apiRoutes } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compilerRapide, creerSerializerCompiler } from './serializer';

const reponses = Object.values(apiRoutes).flatMap((module) =>
  Object.values(module).flatMap((route) =>
    Object.entries(route.responses as Record<string, z.ZodType>).map(
      ([status, schema]) => [`${route.method} ${route.path} ${status}`, schema] as const,
    ),
  ),
);

describe('response serializer', () => {
  it.each(reponses)('compiles the answer of %s to the fast serializer', (_, schema) => {
    expect(compilerRapide(schema)).not.toBeNull();
  });

  const Schema = z.object({ id: z.number(), nom: z.string().nullable(), flag: z.literal(true).optional() });
  const compile = (verifier: boolean) =>
    creerSerializerCompiler({ verifier })({ schema: Schema, method: 'GET', url: '/x', httpStatus: '200' });

  it('writes only the declared fields, so nothing undeclared leaks', () => {
    const out = compile(false)({ id: 1, nom: null, motDePasse: 'secret' });
    expect(JSON.parse(out)).toEqual({ id: 1, nom: null });
  });

  it('checks the answer with zod when verifying (test suites)', () => {
    expect(() => compile(true)({ id: 'un', nom: null })).toThrow();
    expect(JSON.parse(compile(true)({ id: 1, nom: 'A', flag: true }))).toEqual({ id: 1, nom: 'A', flag: true });
  });
});
