import type { FicheAimResume, MouvementsHistoriqueParMois, PosteAimId } from '@roulement/contract';

/** Spec §2: a balance card filters the sheets to those with a line of that aid item. */
export const fichesDuPoste = (fiches: FicheAimResume[], poste: PosteAimId | null): FicheAimResume[] =>
  poste === null ? fiches : fiches.filter((f) => f.postes.includes(poste));

/** …and the movements to that aid item's, dropping the months left empty. */
export function mouvementsDuPoste(
  groupes: MouvementsHistoriqueParMois[],
  poste: PosteAimId | null,
): MouvementsHistoriqueParMois[] {
  if (poste === null) return groupes;
  return groupes
    .map((g) => ({ ...g, mouvements: g.mouvements.filter((m) => m.posteAIMId === poste) }))
    .filter((g) => g.mouvements.length > 0);
}

/** Clicking the active card again clears the filter. */
export const basculerFiltre = (actuel: PosteAimId | null, clique: PosteAimId): PosteAimId | null =>
  actuel === clique ? null : clique;
