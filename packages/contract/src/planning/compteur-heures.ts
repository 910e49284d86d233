import { etatCompteur, heuresArrondies } from './compteur.rules';
import { minutesFeriesAutomatiques } from './feries-automatiques';
import { type CompteurHeures, TYPES_CRENEAU_EFFECTIFS, type TypeCreneau } from './planning.schemas';

export interface CreneauCompte {
  membreId: number;
  type: TypeCreneau;
  date: string;
  heureDebut: number;
  heureFin: number;
}

/**
 * Spec §9 hours counter: the effective presence of each member (work, extra hours, replacement,
 * training), leaving out the days the member is unavailable (on leave). Shared by the server,
 * for the week it answers, and the web, which recounts after replacing a day (decision 023).
 */
export function minutesEffectives(
  creneaux: readonly CreneauCompte[],
  indisponible: (membreId: number, date: string) => boolean,
): Map<number, number> {
  const minutes = new Map<number, number>();
  for (const c of creneaux) {
    if (!TYPES_CRENEAU_EFFECTIFS.includes(c.type) || indisponible(c.membreId, c.date)) continue;
    minutes.set(c.membreId, (minutes.get(c.membreId) ?? 0) + (c.heureFin - c.heureDebut));
  }
  return minutes;
}

/**
 * The counter of each member. `feriesAutomatiques` are the week's public holidays when the service
 * counts them automatically (decision 076): one a member neither works nor spends on leave adds a
 * fifth of their weekly hours, shown apart in `minutesFeriesAutomatiques`.
 */
export function compteursHeures(
  membres: readonly { membreId: number; heuresHebdo: number }[],
  creneaux: readonly CreneauCompte[],
  indisponible: (membreId: number, date: string) => boolean,
  feriesAutomatiques: readonly string[] = [],
): CompteurHeures[] {
  const minutes = minutesEffectives(creneaux, indisponible);
  const travailles = new Set(
    creneaux.filter((c) => TYPES_CRENEAU_EFFECTIFS.includes(c.type)).map((c) => `${c.membreId}|${c.date}`),
  );
  return membres.map((m) => {
    const feries = minutesFeriesAutomatiques(
      m.heuresHebdo,
      feriesAutomatiques,
      (date) => indisponible(m.membreId, date) || travailles.has(`${m.membreId}|${date}`),
    );
    const total = (minutes.get(m.membreId) ?? 0) + feries;
    return {
      membreId: m.membreId,
      minutesEffectives: total,
      minutesFeriesAutomatiques: feries,
      heures: heuresArrondies(total),
      heuresHebdo: m.heuresHebdo,
      etat: etatCompteur(total, m.heuresHebdo),
    };
  });
}
