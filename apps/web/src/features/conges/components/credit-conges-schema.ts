import { type CongesCredit, CongesCreditBodySchema } from '@roulement/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { requis } from '../../../components/form/requis';
import { nombreSigne, type Sens } from '../../../lib/nombre-signe';

/** Spec §5 leave credit / debit: days required, numeric, positive (credit) or negative (debit). */
export const creditCongesSchema = (sens: Sens) =>
  CongesCreditBodySchema.safeExtend({
    employeId: requis(),
    type: requis(),
    nbJours: nombreSigne(sens).pipe(CongesCreditBodySchema.shape.nbJours),
  });
export type CreditCongesForm = z.input<ReturnType<typeof creditCongesSchema>>;
export type CreditCongesValeurs = z.output<ReturnType<typeof creditCongesSchema>>;

export const sensDuCredit = (credit: Pick<CongesCredit, 'nbJours'>): Sens => (credit.nbJours > 0 ? 'credit' : 'debit');

export const valeursCredit = (
  employeId: number,
  credit: CongesCredit | null,
  today: string,
): DefaultValues<CreditCongesForm> =>
  credit
    ? {
        employeId,
        type: credit.type.congesTypeId,
        date: credit.date,
        nbJours: credit.nbJours,
        exceptionnel: credit.exceptionnel,
        dateExpiration: credit.dateExpiration,
        commentaire: credit.commentaire ?? '',
      }
    : { employeId, date: today, exceptionnel: true, dateExpiration: null, commentaire: '' };

export const TITRES_CREDIT: Record<'creation' | 'modification', Record<Sens, string>> = {
  creation: { credit: 'Créditer des congés', debit: 'Débiter des congés' },
  modification: { credit: 'Modifier un crédit de congés', debit: 'Modifier un débit de congés' },
};
