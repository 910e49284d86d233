import { type CongesCreditBody, congesRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { SurEmploye } from './sur-employe';

export const modifierCreditConges = (congesCreditId: number, body: CongesCreditBody) =>
  call(congesRoutes.modifierCredit, { params: { congesCreditId }, body });

export const useModifierCreditConges = ({ onEmploye }: SurEmploye) =>
  useMutation({
    mutationFn: ({ congesCreditId, body }: { congesCreditId: number; body: CongesCreditBody }) =>
      modifierCreditConges(congesCreditId, body),
    onSuccess: onEmploye,
  });
