import { type OffreBody, texteLibre } from '@roulement/contract';
import { z } from 'zod';

/** How long the offer stays open, at most until the first slot starts (the server checks that). */
export const ECHEANCES = [
  { value: 'debut', label: 'Jusqu’au début du créneau', heures: null },
  { value: '2', label: 'Pendant 2 heures', heures: 2 },
  { value: '6', label: 'Pendant 6 heures', heures: 6 },
  { value: '24', label: 'Pendant 24 heures', heures: 24 },
] as const;
export type Echeance = (typeof ECHEANCES)[number]['value'];

export const offreEnvoiFormSchema = z.object({
  echeance: z.enum(ECHEANCES.map((e) => e.value) as [Echeance, ...Echeance[]]),
  message: texteLibre(500),
});
export type OffreEnvoiForm = z.infer<typeof offreEnvoiFormSchema>;

/** The body of POST /offres from the form, the deadline as an instant counted from `maintenant`. */
export function corpsOffre(
  form: OffreEnvoiForm,
  selection: { creneauIds: number[]; employeIds: number[] },
  maintenant: Date,
): OffreBody {
  const heures = ECHEANCES.find((e) => e.value === form.echeance)?.heures ?? null;
  return {
    ...selection,
    ...(heures === null ? {} : { expireLe: new Date(maintenant.getTime() + heures * 3600_000).toISOString() }),
    ...(form.message ? { message: form.message } : {}),
  };
}

/** A server error on the deadline belongs under the form's choice of it. */
export const champDuFormulaire = (chemin: string) => (chemin === 'expireLe' ? 'echeance' : chemin);
