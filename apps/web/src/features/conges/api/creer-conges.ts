import { type CongesBody, congesRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { SurEmploye } from './sur-employe';

export const creerConges = (body: CongesBody) => call(congesRoutes.creer, { body });

export const useCreerConges = ({ onEmploye }: SurEmploye) =>
  useMutation({ mutationFn: creerConges, onSuccess: onEmploye });
