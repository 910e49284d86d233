import { type Creneau, type PlanningSemaine, TYPES_CRENEAU_EFFECTIFS } from '@roulement/contract';

/** A moment of the user's day: the date and the minutes since midnight. */
export interface Instant {
  date: string;
  minutes: number;
}

const present = (c: Creneau) => TYPES_CRENEAU_EFFECTIFS.includes(c.type) && !c.indisponible;

const ordre = (a: Creneau, b: Creneau) => a.date.localeCompare(b.date) || a.heureDebut.valeur - b.heureDebut.valeur;

/**
 * The slot in progress or the next one to come: a slot of a day of leave, or a recovery, is not
 * worked, so it is never the next one.
 */
export function prochainCreneau(creneaux: readonly Creneau[], maintenant: Instant): Creneau | undefined {
  return creneaux
    .filter(present)
    .filter((c) => c.date > maintenant.date || (c.date === maintenant.date && c.heureFin.valeur > maintenant.minutes))
    .sort(ordre)[0];
}

export interface CollegueDuJour {
  membreId: number;
  nomComplet: string;
  creneaux: Creneau[];
}

/** Who works in the service on that day, apart from me, each with their slots in order. */
export function colleguesDuJour(semaine: PlanningSemaine, date: string, moi: number): CollegueDuJour[] {
  const parMembre = new Map<number, Creneau[]>();
  for (const c of [...semaine.creneaux].sort(ordre)) {
    if (c.date !== date || c.membreId === moi || !present(c)) continue;
    parMembre.set(c.membreId, [...(parMembre.get(c.membreId) ?? []), c]);
  }
  return semaine.membres
    .filter((m) => parMembre.has(m.membreId))
    .map((m) => ({ membreId: m.membreId, nomComplet: m.nomComplet, creneaux: parMembre.get(m.membreId)! }))
    .sort((a, b) => a.creneaux[0]!.heureDebut.valeur - b.creneaux[0]!.heureDebut.valeur);
}
