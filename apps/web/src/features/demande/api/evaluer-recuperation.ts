import { type DemandeRecuperationBody, demandeRoutes } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /demande/recuperation/evaluer: the member's work over the period, that would become recovery. */
export const evaluerRecuperation = (body: DemandeRecuperationBody) => call(demandeRoutes.evaluerRecuperation, { body });

export const useEvaluerRecuperation = () => useMutation({ mutationFn: evaluerRecuperation });
