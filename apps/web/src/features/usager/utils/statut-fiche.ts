import { STATUT_FICHE_AIM_AFFICHAGE, type StatutFicheAim } from '@roulement/contract';

type Affichage = (typeof STATUT_FICHE_AIM_AFFICHAGE)[StatutFicheAim];

/** Spec §4: a sheet status's label and colour; an unknown one logs 'Illegal state'. */
export function affichageStatut(statut: string): Affichage | { label: string; couleur: 'default' } {
  const affichage = (STATUT_FICHE_AIM_AFFICHAGE as Record<string, Affichage | undefined>)[statut];
  if (affichage) return affichage;
  console.error('Illegal state');
  return { label: statut, couleur: 'default' };
}
