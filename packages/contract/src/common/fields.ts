import { z } from 'zod';

export const EMAIL_OBLIGATOIRE = 'Adresse E-mail obligatoire';
export const EMAIL_FORMAT_INCORRECT = "Format de l'adresse E-mail incorrect";
export const INFORMATION_OBLIGATOIRE = 'Information obligatoire';

/** A path or query id: digits only, read as a positive integer. */
export const IdSchema = z.coerce
  .number({ error: 'Identifiant invalide' })
  .int({ error: 'Identifiant invalide' })
  .positive({ error: 'Identifiant invalide' })
  .max(2_147_483_647, { error: 'Identifiant invalide' });

export const IdParamsSchema = z.object({ id: IdSchema.describe('Identifiant') });

/** `YYYY-MM-DD`, a real calendar date. */
export const DateSchema = z
  .string({ error: 'Date obligatoire' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date invalide (AAAA-MM-JJ attendu)' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
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
  .min(1900, { error: 'Année invalide' })
  .max(2200, { error: 'Année invalide' });

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
