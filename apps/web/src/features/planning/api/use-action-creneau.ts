import { type PlanningSemaine, semaineDe } from '@roulement/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { planningKeys } from '../../../lib/query-keys';
import { remplacerJournee } from '../utils/semaine-planning';
import { type ActionCreneau, type ApercuEnAttente, apercuDe, dateDe, envoyerAction } from './creneau-actions';

/**
 * Sends a slot action; the answer (the day's slots) replaces that day in the cached week, whose
 * counters are recounted, so the grid refreshes without reloading the week (decision 023).
 */
export function useActionCreneau(serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: planningKeys.mutationsService(serviceId),
    mutationFn: envoyerAction,
    onSuccess: (creneaux, action) => {
      const date = dateDe(action);
      queryClient.setQueryData<PlanningSemaine>(planningKeys.semaineService(serviceId, semaineDe(date)), (semaine) =>
        semaine ? remplacerJournee(semaine, date, creneaux) : semaine,
      );
    },
  });
}

/**
 * The service's slot actions still waiting for the server, as the grid shows them (spec §4). The
 * answer is shared structurally: the same array while nothing changes, so columns stay memoised.
 */
export const useActionsEnAttente = (serviceId: number): ApercuEnAttente[] =>
  useMutationState({
    filters: { mutationKey: planningKeys.mutationsService(serviceId), status: 'pending' },
    select: (mutation) => apercuDe(mutation.state.variables as ActionCreneau),
  });
