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

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
  format?: string;
};

/**
 * A value of every declared field of an answer's JSON Schema (`attendu`), and the same value with
 * an undeclared field in each object (`envoye`): what the serializer writes must be the first.
 */
function echantillon(racine: JsonSchema): { envoye: unknown; attendu: unknown } {
  const resoudre = (s: JsonSchema): JsonSchema =>
    s.$ref ? resoudre(racine.definitions![s.$ref.replace('#/definitions/', '')]!) : s;
  const visiter = (brut: JsonSchema, profondeur: number): { envoye: unknown; attendu: unknown } => {
    const s = resoudre(brut);
    const choix = s.anyOf ?? s.oneOf;
    if (choix) {
      const nonNul = choix.find((c) => resoudre(c).type !== 'null') ?? choix[0]!;
      return visiter(nonNul, profondeur);
    }
    if (s.allOf) return visiter(Object.assign({}, ...s.allOf.map(resoudre)), profondeur);
    if (s.const !== undefined) return { envoye: s.const, attendu: s.const };
    if (s.enum) return { envoye: s.enum[0], attendu: s.enum[0] };
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    switch (type) {
      case 'object': {
        const envoye: Record<string, unknown> = { champNonDeclare: 'secret' };
        const attendu: Record<string, unknown> = {};
        for (const [cle, sous] of Object.entries(s.properties ?? {})) {
          const v = visiter(sous, profondeur + 1);
          envoye[cle] = v.envoye;
          attendu[cle] = v.attendu;
        }
        if (typeof s.additionalProperties === 'object') {
          const v = visiter(s.additionalProperties, profondeur + 1);
          envoye.champNonDeclare = v.envoye;
          attendu.champNonDeclare = v.attendu;
        }
        return { envoye, attendu };
      }
      case 'array': {
        if (s.prefixItems) {
          const vs = s.prefixItems.map((p) => visiter(p, profondeur + 1));
          return { envoye: vs.map((v) => v.envoye), attendu: vs.map((v) => v.attendu) };
        }
        // A recursive schema stops at an empty list.
        if (!s.items || profondeur > 6) return { envoye: [], attendu: [] };
        const v = visiter(s.items, profondeur + 1);
        return { envoye: [v.envoye, v.envoye], attendu: [v.attendu, v.attendu] };
      }
      case 'string': {
        const texte =
          s.format === 'date'
            ? '2026-03-02'
            : s.format === 'date-time'
              ? '2026-03-02T08:30:00.000Z'
              : 'Éléonore « d’Arc »';
        return { envoye: texte, attendu: texte };
      }
      case 'integer':
        return { envoye: 42, attendu: 42 };
      case 'number':
        return { envoye: 7.5, attendu: 7.5 };
      case 'boolean':
        return { envoye: true, attendu: true };
      case 'null':
        return { envoye: null, attendu: null };
      default:
        return { envoye: 'libre', attendu: 'libre' };
    }
  };
  return visiter(racine, 0);
}

describe('response serializer', () => {
  it.each(reponses)(
    'writes the answer of %s with the fast serializer: every declared field, nothing else',
    (_, schema) => {
      const rapide = compilerRapide(schema);
      expect(rapide).toBeTypeOf('function');
      const { envoye, attendu } = echantillon(
        z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' }) as JsonSchema,
      );
      expect(JSON.parse(rapide!(envoye))).toEqual(attendu);
    },
  );

  const Schema = z.object({ id: z.number(), nom: z.string().nullable(), flag: z.literal(true).optional() });
  const compile = (verifier: boolean) =>
    creerSerializerCompiler({ verifier })({ schema: Schema, method: 'GET', url: '/x', httpStatus: '200' });

  it('writes only the declared fields, so nothing undeclared leaks', () => {
    const out = compile(false)({ id: 1, nom: null, motDePasse: 'secret' });
    expect(JSON.parse(out)).toEqual({ id: 1, nom: null });
  });

  it('drops an undeclared field of an object inside a nullable part instead of throwing', () => {
    const Imbrique = z.object({
      chefDeService: z.object({ id: z.number(), nom: z.string() }).nullable(),
      heuresDeTravail: z.object({ debut: z.string() }).nullable().optional(),
    });
    for (const verifier of [false, true]) {
      const serialiser = creerSerializerCompiler({ verifier })({
        schema: Imbrique,
        method: 'GET',
        url: '/x',
        httpStatus: '200',
      });
      const out = serialiser({
        chefDeService: { id: 1, nom: 'Anne', motDePasse: 'secret' },
        heuresDeTravail: { debut: '08:00', interne: 3 },
      });
      expect(JSON.parse(out)).toEqual({ chefDeService: { id: 1, nom: 'Anne' }, heuresDeTravail: { debut: '08:00' } });
      expect(JSON.parse(serialiser({ chefDeService: null }))).toEqual({ chefDeService: null });
    }
  });

  it('checks the answer with zod when verifying (test suites)', () => {
    expect(() => compile(true)({ id: 'un', nom: null })).toThrow();
    expect(JSON.parse(compile(true)({ id: 1, nom: 'A', flag: true }))).toEqual({ id: 1, nom: 'A', flag: true });
  });
});
