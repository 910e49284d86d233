import type { Membre, ModelePlanning } from '@roulement/contract';

/**
 * Spec §2.9 grid columns: the titulaires, plus any member who still holds slots or rest days in
 * the template (a former titulaire), so that no part of the template is hidden.
 */
export function membresDeLaGrille(membres: readonly Membre[], modele: ModelePlanning): Membre[] {
  const presents = new Set<number>();
  for (const s of modele.semaines) {
    for (const c of s.creneaux) presents.add(c.membreId);
    for (const r of s.joursDeRepos) presents.add(r.membreId);
  }
  return membres.filter((m) => m.titulaire || presents.has(m.membreId));
}

/**
 * Selecting members in the team list restricts the grid to them (the whole team when none is
 * selected): with thirty members, the grid of the people being arranged stays on one screen.
 */
export const membresAffiches = (grille: readonly Membre[], choisis: ReadonlySet<number>): readonly Membre[] =>
  choisis.size === 0 ? grille : grille.filter((m) => choisis.has(m.membreId));

export const basculer = <T>(ensemble: ReadonlySet<T>, valeur: T): Set<T> => {
  const suivant = new Set(ensemble);
  if (!suivant.delete(valeur)) suivant.add(valeur);
  return suivant;
};

/** The weeks still shown once week `ordre` is deleted: the server renumbers the following ones. */
export const semainesApresSuppression = (affichees: readonly number[], ordre: number): number[] =>
  affichees.filter((o) => o !== ordre).map((o) => (o > ordre ? o - 1 : o));
