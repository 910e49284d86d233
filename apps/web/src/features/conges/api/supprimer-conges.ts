import { congesRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { SurEmploye } from './sur-employe';

export const supprimerConges = (congesId: number) => call(congesRoutes.supprimer, { params: { congesId } });

export const useSupprimerConges = ({ onEmploye }: SurEmploye) =>
  useMutation({ mutationFn: supprimerConges, onSuccess: onEmploye });
