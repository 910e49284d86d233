import {
  erreurDatePublication,
  INFORMATION_OBLIGATOIRE_FORMULAIRE,
  OrdreSemaineSchema,
  type PublicationBodySchema,
  semaineDe,
} from '@roulement/contract';
import { z } from 'zod';

/** The body of PUT publier as the contract validates it: its week typed. */
type CorpsPublication = z.output<typeof PublicationBodySchema>;

/**
 * Spec §5 publication form: a date (a Monday; not before today unless the user may publish in
 * the past) and the template week the rotation starts with, both required. It gives the ISO
 * week of the date, as PUT publier wants it.
 */
export const publicationFormSchema = (aujourdhui: string, publierDansLePasse: boolean) =>
  z
    .object({
      date: z
        .string({ error: INFORMATION_OBLIGATOIRE_FORMULAIRE })
        .nullable()
        .transform((date, ctx) => {
          const erreur = date === null ? null : erreurDatePublication(date, aujourdhui, publierDansLePasse);
          if (date === null || erreur !== null) {
            ctx.addIssue({ code: 'custom', message: erreur ?? INFORMATION_OBLIGATOIRE_FORMULAIRE });
            return z.NEVER;
          }
          return date;
        }),
      debutCyclePublication: OrdreSemaineSchema,
    })
    .transform(
      ({ date, debutCyclePublication }): CorpsPublication => ({
        semaineMiseEnApplication: semaineDe(date),
        debutCyclePublication,
      }),
    );

export type PublicationFormInput = z.input<ReturnType<typeof publicationFormSchema>>;
export type PublicationFormOutput = z.output<ReturnType<typeof publicationFormSchema>>;
