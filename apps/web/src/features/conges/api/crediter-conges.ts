import { type CongesCreditBody, congesRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { SurEmploye } from './sur-employe';

/** Credit (nbJours > 0) or debit (nbJours < 0) of leave days: POST /conges/credit. */
export const crediterConges = (body: CongesCreditBody) => call(congesRoutes.crediter, { body });

export const useCrediterConges = ({ onEmploye }: SurEmploye) =>
  useMutation({ mutationFn: crediterConges, onSuccess: onEmploye });
