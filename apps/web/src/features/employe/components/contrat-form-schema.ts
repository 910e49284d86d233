import { CONTRAT_TYPE_CDI, type Contrat, ContratInputSchema } from '@roulement/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { requis } from '../../../components/form/requis';

/** Spec §5 contract form: the contract's rules, with « Information obligatoire » for the lists. */
export const ContratFormSchema = ContratInputSchema.safeExtend({ contratTypeId: requis(), metierId: requis() });
export type ContratFormInput = z.input<typeof ContratFormSchema>;
export type ContratFormOutput = z.output<typeof ContratFormSchema>;

/** Spec §5: every type but the CDI (type 1) needs an end date. */
export const finRequise = (contratTypeId: number | undefined): boolean =>
  contratTypeId !== undefined && contratTypeId !== CONTRAT_TYPE_CDI;

/**
 * Spec §5: the end date is hidden for a NEW CDI only; an existing CDI shows it, optional, so
 * that the departure of a permanent employee can be recorded.
 */
export const finAffichee = (contratTypeId: number | undefined, existant: boolean): boolean =>
  finRequise(contratTypeId) || (existant && contratTypeId === CONTRAT_TYPE_CDI);

export const valeursContrat = (contrat: Contrat | null, today: string): DefaultValues<ContratFormInput> =>
  contrat
    ? {
        contratTypeId: contrat.type.contratTypeId,
        metierId: contrat.metier.metierId,
        heuresHebdo: contrat.heuresHebdo,
        dateDebut: contrat.dateDebut,
        dateFin: contrat.dateFin,
        cadre: contrat.cadre,
        nbJoursAstreintesAnnuels: contrat.nbJoursAstreintesAnnuels,
      }
    : {
        heuresHebdo: 35,
        dateDebut: today,
        dateFin: null,
        cadre: false,
        nbJoursAstreintesAnnuels: 0,
      };
