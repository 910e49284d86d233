import { DelegationBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import { requis } from '../../../../components/form/requis';

/** The contract's body, with the two lists' 'Information obligatoire' before a choice. */
export const delegationFormSchema = DelegationBodySchema.safeExtend({
  etablissementId: requis(),
  delegataireId: requis(),
});
export type DelegationForm = z.input<typeof delegationFormSchema>;
export type DelegationValeurs = z.output<typeof delegationFormSchema>;
