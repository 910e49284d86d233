import type { Creneau } from '@roulement/contract';

/**
 * The replacement slot a « Remplacer » created, among the day's slots the server answered: the
 * newest one linked to the replaced slot for that member and those times. The notice's « Annuler »
 * deletes it (decision 094).
 */
export function remplacementCree(
  jour: readonly Creneau[],
  remplace: Creneau,
  saisie: { remplacant: number; heureDebut: number; heureFin: number },
): Creneau | undefined {
  const candidats = jour.filter(
    (c) =>
      c.type === 'CreneauDeRemplacement' &&
      c.remplace === remplace.creneauId &&
      c.membreId === saisie.remplacant &&
      c.heureDebut.valeur === saisie.heureDebut &&
      c.heureFin.valeur === saisie.heureFin,
  );
  return candidats.reduce<Creneau | undefined>((a, c) => (a && a.creneauId > c.creneauId ? a : c), undefined);
}
