import fc from 'fast-check';
import { z } from 'zod';

/**
 * Fast-check arbitraries derived from the contract's zod schemas, through their JSON schema
 * (zod-fast-check knows only zod 3). JSON schema loses refinements (a real calendar date, an id
 * above zero), so the few shapes the contract repeats get a generator of their own.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** Where a field's values come from when its name says it points at a record. */
export interface Contexte {
  /** Ids of existing records for a field (`employeId`, or `id` under `/employe/`), or undefined. */
  idsDe(champ: string): readonly number[] | undefined;
  /** E-mail addresses of existing users. */
  emails: readonly string[];
}

export const CONTEXTE_VIDE: Contexte = { idsDe: () => undefined, emails: [] };

export function jsonSchemaDe(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const CHIFFRES = '^\\d+$';
const JOUR_MS = 86_400_000;
/** Dates around today, where the data set's contracts, leave and slots lie. */
const AUTOUR = Date.UTC(2026, 0, 1);

const dateValide = fc
  .integer({ min: -3 * 365, max: 3 * 365 })
  .map((jours) => new Date(AUTOUR + jours * JOUR_MS).toISOString().slice(0, 10));

const idAleatoire = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 2_147_483_647 }));

function idPour(ctx: Contexte, champ: string): fc.Arbitrary<number> {
  const connus = ctx.idsDe(champ);
  return connus && connus.length > 0
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...connus) }, { weight: 1, arbitrary: idAleatoire })
    : idAleatoire;
}

const estId = (s: JsonSchema) =>
  (s.anyOf?.length === 2 && s.anyOf.some((b) => b.type === 'number') && s.anyOf.some((b) => b.pattern === CHIFFRES)) ||
  false;

const borne = (v: number | undefined, defaut: number) => (v === undefined ? defaut : Math.max(-1e9, Math.min(1e9, v)));

function nombre(s: JsonSchema, entier: boolean): fc.Arbitrary<number> {
  const min = borne(s.minimum ?? (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1), -1000);
  const max = borne(s.maximum ?? (s.exclusiveMaximum === undefined ? undefined : s.exclusiveMaximum - 1), 100_000);
  const entiers = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 60)) }),
    },
    { weight: 2, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 1, arbitrary: fc.constantFrom(Math.ceil(min), Math.floor(max)) },
  );
  if (entier) return entiers;
  return fc.oneof(entiers, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** `EmailSchema` reads as a string of at most 254 characters once its `pipe` is left out. */
const LONGUEUR_EMAIL = 254;

/** Passwords that follow the five rules (one is also the data set's, to sign in). */
const motDePasse = fc.oneof(
  fc.constant('Demo-2026!'),
  fc.tuple(fc.stringMatching(/^[A-Z][a-z]{6,12}$/), fc.integer({ min: 0, max: 99 })).map(([m, n]) => `${m}-${n}!`),
);

function chaine(s: JsonSchema, ctx: Contexte, champ: string): fc.Arbitrary<string> {
  if (s.pattern === DATE) return dateValide;
  if (s.pattern === CHIFFRES) return idPour(ctx, champ).map(String);
  const min = s.minLength ?? 0;
  if (s.pattern) {
    const max = s.maxLength ?? Number.POSITIVE_INFINITY;
    return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= max);
  }
  if (s.format === 'email' || s.maxLength === LONGUEUR_EMAIL) {
    const inventes = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/), fc.constantFrom('demo.test', 'exemple.fr'))
      .map(([nom, domaine]) => `${nom}@${domaine}`);
    return ctx.emails.length > 0 ? fc.oneof(fc.constantFrom(...ctx.emails), inventes) : inventes;
  }
  if (/password/i.test(champ)) return motDePasse;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 40));
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

/** A schema JSON cannot show (a refine on `unknown`, a preprocess): its field's name tells. */
function selonLeNom(champ: string, ctx: Contexte): fc.Arbitrary<unknown> {
  if (/Id$|^remplacant$/.test(champ)) return idPour(ctx, champ);
  if (/^date/.test(champ)) return dateValide;
  if (/^semaine/.test(champ))
    return fc.record({ semaine: fc.integer({ min: 1, max: 52 }), annee: fc.integer({ min: 2025, max: 2027 }) });
  return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
}

/** Values that the JSON schema accepts, ids drawn mostly from existing records. */
export function valide(s: JsonSchema, ctx: Contexte, champ = ''): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (estId(s)) return fc.oneof(idPour(ctx, champ), idPour(ctx, champ).map(String));
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => valide(b, ctx, champ)));
  if (s.allOf?.length) return valide(s.allOf[0]!, ctx, champ);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => valide({ ...s, type }, ctx, champ)));
  switch (s.type) {
    case 'object': {
      const props = s.properties ?? {};
      const record = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, valide(p, ctx, k)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(s.items ? valide(s.items, ctx, champ) : fc.anything(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'string':
      return chaine(s, ctx, champ);
    case 'integer':
      return /Id$/.test(champ) && (s.maximum ?? Number.POSITIVE_INFINITY) > 1000 ? idPour(ctx, champ) : nombre(s, true);
    case 'number':
      return nombre(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return selonLeNom(champ, ctx);
  }
}

/** Values of the wrong kind, whatever the field. */
const mauvaisType = fc.constantFrom<unknown>(null, true, 'texte', '', -1, 0, 1.5, 1e308, [], {}, [1, 2], { a: 1 });

const texteMalforme = fc.constantFrom(
  'x'.repeat(100_000),
  'é'.repeat(5_000),
  'a\u0000b',
  '\u202e\ud800',
  "'; drop table employe; --",
  '2024-02-30',
  '0000-01-01',
  '99999-01-01',
  '2024-13-01',
  '1e3',
  '0x10',
  '-1',
  '0',
  '99999999999',
  ' 12 ',
);

const nombreHorsBornes = (s: JsonSchema) =>
  fc.constantFrom(
    ...[
      s.minimum === undefined ? -1 : s.minimum - 1,
      s.maximum === undefined ? 2 ** 31 : s.maximum + 1,
      -2_147_483_649,
      2 ** 53,
      0.5,
      -0,
      Number.MAX_VALUE,
    ],
  );

/** Values that break one rule somewhere inside a valid value: the 400s, and the 500s to find. */
export function invalide(s: JsonSchema, ctx: Contexte, champ = ''): fc.Arbitrary<unknown> {
  const choix: fc.Arbitrary<unknown>[] = [mauvaisType, texteMalforme];
  if (s.type === 'integer' || s.type === 'number' || estId(s)) choix.push(nombreHorsBornes(s));
  if (s.type === 'object' && s.properties) {
    const props = Object.keys(s.properties);
    const base = valide(s, ctx, champ) as fc.Arbitrary<Record<string, unknown>>;
    if (props.length > 0) {
      const unChamp = fc
        .constantFrom(...props)
        .chain((k) =>
          fc.tuple(base, invalide(s.properties![k]!, ctx, k)).map(([v, mauvais]) => ({ ...v, [k]: mauvais })),
        );
      choix.push(unChamp, unChamp, unChamp);
    }
    if (s.required?.length) {
      choix.push(
        fc
          .tuple(base, fc.constantFrom(...s.required))
          .map(([v, k]) => Object.fromEntries(Object.entries(v).filter(([c]) => c !== k))),
      );
    }
    choix.push(base.map((v) => ({ ...v, champInconnu: 'x' })));
  }
  if (s.type === 'array') {
    const element = s.items ?? {};
    choix.push(fc.array(invalide(element, ctx, champ), { minLength: 1, maxLength: 3 }));
    choix.push(fc.constant(Array.from({ length: (s.maxItems ?? 1000) + 1 }, () => 1)));
  }
  if (s.type === 'string' && s.maxLength !== undefined) choix.push(fc.constant('a'.repeat(s.maxLength + 1)));
  return fc.oneof(...choix);
}

/** Mostly valid values (to reach the handlers), sometimes invalid ones. */
export function entree(s: JsonSchema, ctx: Contexte): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: valide(s, ctx) }, { weight: 1, arbitrary: invalide(s, ctx) });
}
