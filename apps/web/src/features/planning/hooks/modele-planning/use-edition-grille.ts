import type { ModelePlanning } from '@roulement/contract';
import { useCallback, useMemo, useState } from 'react';
import { type EditionModele, useEditerModele } from '../../api/editer-modele';
import type { ActionsGrille, Ouverture } from './actions-grille';
import { useRetours } from './use-retours';

/**
 * The template screen's changes outside dialogs: the grid's gestures and the menus' one-click
 * actions, each confirmed or explained in a snackbar; and what is open (a menu or a dialog).
 */
export function useEditionGrille(modele: ModelePlanning) {
  const editer = useEditerModele(modele);
  const { mutate, mutateAsync } = editer;
  const { notifier, signaler, snackbar } = useRetours();
  const [ouverture, setOuverture] = useState<Ouverture | null>(null);

  const lancer = useCallback(
    (edition: EditionModele, succes: string, apres?: (modele: ModelePlanning) => void) =>
      mutate(edition, {
        onSuccess: (nouveau) => {
          notifier(succes);
          apres?.(nouveau);
        },
        onError: signaler,
      }),
    [mutate, notifier, signaler],
  );

  const actions = useMemo<ActionsGrille>(
    () => ({
      ouvrir: setOuverture,
      tracer: async (creations) => {
        try {
          // A night drawn across midnight is two slots (DOMAIN.md), created one after the other.
          for (const { cible, plage: p } of creations) {
            await mutateAsync({
              type: 'creerCreneau',
              body: {
                ordreSemaine: cible.ordre,
                jourId: cible.jourId,
                membreId: cible.membreId,
                heureDebut: p.debut,
                heureFin: p.fin,
              },
            });
          }
        } catch (error) {
          signaler(error);
        }
      },
      redimensionner: async (creneau, plage) => {
        const id = creneau.modeleCreneauDeTravailId;
        try {
          await mutateAsync({
            type: 'modifierCreneau',
            ordre: creneau.ordreSemaine,
            modeleCreneauDeTravailId: id,
            body: {
              modeleCreneauDeTravailId: id,
              ordreSemaine: creneau.ordreSemaine,
              jourId: creneau.jourId,
              membreId: creneau.membreId,
              heureDebut: plage.debut,
              heureFin: plage.fin,
            },
          });
        } catch (error) {
          signaler(error);
        }
      },
    }),
    [mutateAsync, signaler],
  );

  return {
    actions,
    ouverture,
    fermer: () => setOuverture(null),
    lancer,
    pending: editer.isPending,
    notifier,
    snackbar,
  };
}
