import { type CongesBody, congesRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { SurEmploye } from './sur-employe';

export const modifierConges = (congesId: number, body: CongesBody) =>
  call(congesRoutes.modifier, { params: { congesId }, body });

export const useModifierConges = ({ onEmploye }: SurEmploye) =>
  useMutation({
    mutationFn: ({ congesId, body }: { congesId: number; body: CongesBody }) => modifierConges(congesId, body),
    onSuccess: onEmploye,
  });
