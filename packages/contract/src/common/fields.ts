import { z } from 'zod';

export const EMAIL_OBLIGATOIRE = 'Adresse E-mail obligatoire';
export const EMAIL_FORMAT_INCORRECT = "Format de l'adresse E-mail incorrect";
export const INFORMATION_OBLIGATOIRE = 'Information obligatoire';

export const CARACTERES_NON_AUTORISES = 'Caractères non autorisés';
/**
 * Control characters other than tab and line breaks: nobody types them, and PostgreSQL refuses
 * NUL in text (the request failed with a 500). Every free text a person types is checked with it.
 */
export function sansCaracteresDeControle(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f) return false;
  }
  return true;
}

const IDENTIFIANT_INVALIDE = 'Identifiant invalide';
/**
 * A path or query id: a JSON integer or a string of digits, read as a positive integer. (A bare
 * `z.coerce.number()` also read `0x10`, `1e1` or `1.0` as ids.)
 */
export const IdSchema = z
  .union(
    [
      z.number(),
      z.string().max(20, { error: IDENTIFIANT_INVALIDE }).trim().regex(/^\d+$/, { error: IDENTIFIANT_INVALIDE }),
    ],
    {
      error: IDENTIFIANT_INVALIDE,
    },
  )
  .transform(Number)
  .pipe(
    z
      .number({ error: IDENTIFIANT_INVALIDE })
      .int({ error: IDENTIFIANT_INVALIDE })
      .positive({ error: IDENTIFIANT_INVALIDE })
      .max(2_147_483_647, { error: IDENTIFIANT_INVALIDE }),
  );

export const IdParamsSchema = z.object({ id: IdSchema.describe('Identifiant') });

export const ANNEE_MIN = 1900;
export const ANNEE_MAX = 2200;

/**
 * `YYYY-MM-DD`, a real calendar date between the years 1900 and 2200 (year 0000 passed the
 * calendar check but PostgreSQL refuses it: the request failed with a 500).
 */
export const DateSchema = z
  .string({ error: 'Date obligatoire' })
  .max(10, { error: 'Date invalide (AAAA-MM-JJ attendu)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date invalide (AAAA-MM-JJ attendu)' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      const annee = Number(v.slice(0, 4));
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && annee >= ANNEE_MIN && annee <= ANNEE_MAX;
    },
    { error: 'Date invalide' },
  );

export const EmailSchema = z
  .string({ error: EMAIL_OBLIGATOIRE })
  .trim()
  .min(1, { error: EMAIL_OBLIGATOIRE })
  .max(254, { error: EMAIL_FORMAT_INCORRECT })
  .pipe(z.email({ error: EMAIL_FORMAT_INCORRECT }))
  .transform((v) => v.toLowerCase());

export const AnneeSchema = z.coerce
  .number({ error: 'Année invalide' })
  .int({ error: 'Année invalide' })
  .min(ANNEE_MIN, { error: 'Année invalide' })
  .max(ANNEE_MAX, { error: 'Année invalide' });

export const PageQuerySchema = z.object({
  _page: z.coerce.number().int().min(0, { error: 'Page invalide' }).default(0).describe('Page, à partir de 0'),
  _taille: z.coerce
    .number()
    .int()
    .min(1, { error: 'Taille de page invalide' })
    .max(500, { error: 'Taille de page invalide (500 au plus)' })
    .default(50)
    .describe('Nombre d’éléments par page'),
});

export const pageOf = <T extends z.ZodType>(element: T) =>
  z.object({ total: z.number().int(), page: z.number().int(), taille: z.number().int(), elements: z.array(element) });

/** A free text a person types: trimmed, bounded, without control characters. */
export const texteLibre = (max: number) =>
  z
    .string({ error: 'Texte attendu' })
    .trim()
    .max(max, { error: `${max} caractères au plus` })
    .refine(sansCaracteresDeControle, { error: CARACTERES_NON_AUTORISES });

/** Number of words of a comment (the AUTRES rule asks for at least 5). */
export function nombreDeMots(text: string | null | undefined): number {
  return (text ?? '').trim().split(/\s+/u).filter(Boolean).length;
}
