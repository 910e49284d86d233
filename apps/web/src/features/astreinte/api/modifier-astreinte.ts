import { astreinteRoutes, type Semaine } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { astreinteKeys } from '../../../lib/query-keys';

/** What the picker chose: a person, or nobody (null). */
export type ChoixAstreinte =
  | { portee: 'jour'; etablissementId: number; date: string; employeId: number | null }
  | { portee: 'semaine'; etablissementId: number; semaine: Semaine; employeId: number | null };

/** The four edit calls of spec §7.2: set or clear a day or a week. */
export function modifierAstreinte(choix: ChoixAstreinte) {
  const { etablissementId, employeId } = choix;
  if (choix.portee === 'jour') {
    return employeId === null
      ? call(astreinteRoutes.supprimer, { body: { dateAVider: choix.date, etablissementId } })
      : call(astreinteRoutes.modifier, {
          body: {
            dateAModifier: choix.date,
            employeIdAMettreDastreinte: employeId,
            etablissementIdDuPlanningAModifier: etablissementId,
          },
        });
  }
  return employeId === null
    ? call(astreinteRoutes.supprimerSemaine, { body: { ...choix.semaine, etablissementId } })
    : call(astreinteRoutes.modifierSemaine, { body: { ...choix.semaine, employeId, etablissementId } });
}

export function useModifierAstreinte() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifierAstreinte,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: astreinteKeys.all }),
  });
}
