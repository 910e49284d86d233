import {
  type InterchangerMembreBody,
  type ModeleCreneauBody,
  type ModeleJourDeReposCreationBody,
  type ModeleJourDeReposModificationBody,
  type ModelePlanning,
  modeleRoutes,
} from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { modeleKeys } from '../../../lib/query-keys';

/** Every change of a template (spec §7.7); `ordre` is the week the changed part is in now. */
export type EditionModele =
  | { type: 'ajouterSemaine' }
  | { type: 'copierSemaine'; ordre: number }
  | { type: 'supprimerSemaine'; ordre: number }
  | { type: 'creerCreneau'; body: ModeleCreneauBody }
  | { type: 'modifierCreneau'; ordre: number; modeleCreneauDeTravailId: number; body: ModeleCreneauBody }
  | { type: 'supprimerCreneau'; ordre: number; modeleCreneauDeTravailId: number }
  | { type: 'creerRepos'; body: ModeleJourDeReposCreationBody }
  | { type: 'modifierRepos'; ordre: number; modeleJourDeReposId: number; body: ModeleJourDeReposModificationBody }
  | { type: 'supprimerRepos'; ordre: number; modeleJourDeReposId: number }
  | { type: 'interchangerMembre'; body: InterchangerMembreBody };

export function editerModele(id: number, edition: EditionModele): Promise<ModelePlanning> {
  const r = modeleRoutes;
  switch (edition.type) {
    case 'ajouterSemaine':
      return call(r.ajouterSemaine, { params: { id } });
    case 'copierSemaine':
      return call(r.copierSemaine, { params: { id, ordre: edition.ordre } });
    case 'supprimerSemaine':
      return call(r.supprimerSemaine, { params: { id, ordre: edition.ordre } });
    case 'creerCreneau':
      return call(r.creerCreneau, { params: { id, ordre: edition.body.ordreSemaine }, body: edition.body });
    case 'modifierCreneau': {
      const { ordre, modeleCreneauDeTravailId, body } = edition;
      return call(r.modifierCreneau, { params: { id, ordre, modeleCreneauDeTravailId }, body });
    }
    case 'supprimerCreneau': {
      const { ordre, modeleCreneauDeTravailId } = edition;
      return call(r.supprimerCreneau, { params: { id, ordre, modeleCreneauDeTravailId } });
    }
    case 'creerRepos':
      return call(r.creerJourDeRepos, { params: { id, ordre: edition.body.ordreSemaine }, body: edition.body });
    case 'modifierRepos': {
      const { ordre, modeleJourDeReposId, body } = edition;
      return call(r.modifierJourDeRepos, { params: { id, ordre, modeleJourDeReposId }, body });
    }
    case 'supprimerRepos': {
      const { ordre, modeleJourDeReposId } = edition;
      return call(r.supprimerJourDeRepos, { params: { id, ordre, modeleJourDeReposId } });
    }
    case 'interchangerMembre':
      return call(r.interchangerMembre, { params: { id }, body: edition.body });
  }
}

/**
 * Each change answers the whole template as it now is: it replaces the cached one, so the grid
 * shows the change without reloading (spec §7.9).
 */
export function useEditerModele(modele: Pick<ModelePlanning, 'modelePlanningId' | 'serviceId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edition: EditionModele) => editerModele(modele.modelePlanningId, edition),
    onSuccess: (apres) => queryClient.setQueryData(modeleKeys.service(modele.serviceId), apres),
  });
}
