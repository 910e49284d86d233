import {
  ajouterJours,
  borneHoraire,
  type Creneau,
  compteursHeures,
  lundiDe,
  type Membre,
  type PlanningSemaine,
} from '@roulement/contract';

/** The days (`YYYY-MM-DD`) a member is unavailable, from the week's `indisponibilites`. */
export function joursIndisponibles(membre: Membre): Set<string> {
  return new Set(membre.employe.indisponibilites.map((i) => ajouterJours(lundiDe(i.semaine), i.jour.jourId - 1)));
}

/**
 * A slot mutation answers the service's slots of the day (decision 023): the week keeps its other
 * days, takes these, and recounts the hours with the contract's rule, without a reload.
 */
export function remplacerJournee(
  planning: PlanningSemaine,
  date: string,
  creneaux: readonly Creneau[],
): PlanningSemaine {
  const autres = planning.creneaux.filter((c) => c.date !== date);
  const semaine = [...autres, ...creneaux];
  const absences = new Map(planning.membres.map((m) => [m.membreId, joursIndisponibles(m)]));
  const compteurs = compteursHeures(
    planning.membres,
    semaine.map((c) => ({ ...c, heureDebut: c.heureDebut.valeur, heureFin: c.heureFin.valeur })),
    (membreId, jour) => absences.get(membreId)?.has(jour) ?? false,
    planning.feriesAutomatiques,
  );
  return { ...planning, creneaux: semaine, compteurs };
}

/** Slots by `date|membreId`, each list in time order: what one column of the grid draws. */
export function creneauxParColonne(creneaux: readonly Creneau[]): Map<string, Creneau[]> {
  const colonnes = new Map<string, Creneau[]>();
  for (const c of creneaux) {
    const cle = cleColonne(c.date, c.membreId);
    const liste = colonnes.get(cle);
    if (liste) liste.push(c);
    else colonnes.set(cle, [c]);
  }
  for (const liste of colonnes.values()) liste.sort((a, b) => a.heureDebut.valeur - b.heureDebut.valeur);
  return colonnes;
}

export const cleColonne = (date: string, membreId: number): string => `${date}|${membreId}`;

/** A slot not yet created, drawn with id 0 until the server answers (spec §4). */
export function creneauProvisoire(
  serviceId: number,
  p: { membreId: number; date: string; type: Creneau['type']; heureDebut: number; heureFin: number },
): Creneau {
  return {
    creneauId: 0,
    creneauTriId: 0,
    type: p.type,
    serviceId,
    membreId: p.membreId,
    date: p.date,
    heureDebut: borneHoraire(p.heureDebut),
    heureFin: borneHoraire(p.heureFin),
    abilities: {},
  };
}
