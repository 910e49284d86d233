import { type Conges, CongesBodySchema, type CongesType, DEMI_JOURNEES } from '@roulement/contract';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { joursPris } from '../date-picker/date-range-picker';
import { requis } from '../form/requis';

export const CHEVAUCHEMENT = 'Ces dates chevauchent un autre congé';

/**
 * Spec §5 leave form: employee, type and dates required (« Information obligatoire »), no day
 * already holding another leave unless the type may overlap; then the contract's own rules
 * (dates swapped if reversed, a half day on a single day).
 */
export function congesFormSchema(types: readonly CongesType[], pris: ReadonlySet<string>) {
  return CongesBodySchema.in
    .safeExtend({ employeId: requis(), type: requis() })
    .superRefine((v, ctx) => {
      const type = types.find((t) => t.congesTypeId === v.type);
      const range =
        v.dateFin < v.dateDebut ? { debut: v.dateFin, fin: v.dateDebut } : { debut: v.dateDebut, fin: v.dateFin };
      if (!type?.chevauchementAutorise && joursPris(range, pris).length > 0) {
        ctx.addIssue({ code: 'custom', path: ['dateFin'], message: CHEVAUCHEMENT });
      }
    })
    .transform((v, ctx) => {
      const body = CongesBodySchema.safeParse(v);
      if (body.success) return body.data;
      for (const issue of body.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    });
}
export type CongesFormSchema = ReturnType<typeof congesFormSchema>;
export type CongesForm = z.input<CongesFormSchema>;
export type CongesValeurs = z.output<CongesFormSchema>;

export const valeursConges = (employeId: number, conges: Conges | null, today: string): DefaultValues<CongesForm> =>
  conges
    ? {
        employeId,
        type: conges.type.congesTypeId,
        dateDebut: conges.dateDebut,
        dateFin: conges.dateFin,
        demiJournee: DEMI_JOURNEES.find((d) => d === conges.demiJournee) ?? 0,
        commentaire: conges.commentaire ?? '',
      }
    : { employeId, dateDebut: today, dateFin: today, demiJournee: 0, commentaire: '' };
