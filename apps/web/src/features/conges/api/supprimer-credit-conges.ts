import { congesRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { SurEmploye } from './sur-employe';

export const supprimerCreditConges = (congesCreditId: number) =>
  call(congesRoutes.supprimerCredit, { params: { congesCreditId } });

export const useSupprimerCreditConges = ({ onEmploye }: SurEmploye) =>
  useMutation({ mutationFn: supprimerCreditConges, onSuccess: onEmploye });
