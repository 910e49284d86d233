import { dureeFr, type ReglesDuTravail } from '@roulement/contract';
import {
  joursTravailles,
  MINUTES_JOUR,
  MINUTES_SEMAINE,
  minutesDans,
  type Plage,
  periodes,
} from './periodes-de-travail';

/**
 * The working-time rules a candidate must keep when taking a slot (docs/regles-du-travail.md, each
 * rule with its article). A verdict is `OK`, `DEROGATION` (kept only by a derogation the law or
 * CCN 66 allows: the candidate stays, with a warning) or `BLOQUANT` (the candidate is removed).
 */
export type Niveau = 'OK' | 'DEROGATION' | 'BLOQUANT';
export interface Verdict {
  niveau: Niveau;
  raison: string | null;
}

/** What the rules read: the candidate's work around the slot, with the slot itself added. */
export interface Situation {
  /** The slot to take, in minutes from the reference Monday. */
  creneau: Plage;
  /** The candidate's effective work from a week before the slot to a week after, slot excluded. */
  travail: readonly Plage[];
  /** Worked minutes of the eleven weeks before the slot's week. */
  minutesOnzeSemaines: number;
  /** Weekly minutes of the current contract; null without one (vacataire between contracts). */
  contratMinutes: number | null;
}

const ok = (raison: string | null = null): Verdict => ({ niveau: 'OK', raison });
const heures = (minutes: number) => dureeFr(Math.round(minutes));
const DUREE_LEGALE = 35 * 60;

const avecCreneau = (s: Situation) => periodes([...s.travail, s.creneau]);
const debutSemaine = (s: Situation) => Math.floor(s.creneau.debut / MINUTES_SEMAINE) * MINUTES_SEMAINE;
export const minutesSemaine = (s: Situation) =>
  minutesDans([...s.travail, s.creneau], debutSemaine(s), debutSemaine(s) + MINUTES_SEMAINE);

/**
 * L3131-1: 11 consecutive hours of rest in every 24 hours, read as every 24 hours that start with
 * a start of work (a split shift's break is not the day's rest). L3131-2 lets a collective agreement
 * (the branch agreement CCN 66 applies) bring it down to 9 hours with an equal compensating rest.
 */
export function reposQuotidien(r: ReglesDuTravail, s: Situation): Verdict {
  const ps = avecCreneau(s);
  let repos = Number.POSITIVE_INFINITY;
  ps.forEach((debut, i) => {
    if (debut.debut > s.creneau.debut || debut.debut <= s.creneau.debut - MINUTES_JOUR) return;
    const finFenetre = debut.debut + MINUTES_JOUR;
    let plusLong = 0;
    for (let j = i; j < ps.length && ps[j]!.debut < finFenetre; j++) {
      const suivant = ps[j + 1]?.debut ?? Number.POSITIVE_INFINITY;
      plusLong = Math.max(plusLong, Math.min(suivant, finFenetre) - ps[j]!.fin);
    }
    repos = Math.min(repos, plusLong);
  });
  if (repos >= r.reposQuotidien) return ok(`repos de ${heures(r.reposQuotidien)} respecté`);
  if (repos >= r.reposQuotidienDerogatoire) {
    return { niveau: 'DEROGATION', raison: `repos de ${heures(repos)} seulement (dérogation CCN 66 possible)` };
  }
  return { niveau: 'BLOQUANT', raison: `repos de ${heures(Math.max(0, repos))} seulement` };
}

/** L3121-18: 10 hours of effective work a day; L3121-19: 12 by a collective agreement's derogation. */
export function travailDuJour(r: ReglesDuTravail, s: Situation): Verdict {
  const jour = Math.floor(s.creneau.debut / MINUTES_JOUR) * MINUTES_JOUR;
  const total = minutesDans([...s.travail, s.creneau], jour, jour + MINUTES_JOUR);
  if (total <= r.travailJourMax) return ok();
  if (total <= r.travailJourMaxDerogatoire) {
    return { niveau: 'DEROGATION', raison: `${heures(total)} de travail ce jour-là (dérogation possible)` };
  }
  return { niveau: 'BLOQUANT', raison: `${heures(total)} de travail ce jour-là` };
}

/** L3121-20: 48 hours in a week at most. The reason shows the week against the contract. */
export function travailDeLaSemaine(r: ReglesDuTravail, s: Situation): Verdict {
  const total = minutesSemaine(s);
  const contrat = s.contratMinutes === null ? '' : ` / ${heures(s.contratMinutes)}`;
  const raison = `${heures(total)}${contrat} cette semaine`;
  return total > r.travailSemaineMax
    ? { niveau: 'BLOQUANT', raison: `${raison}, plus de ${heures(r.travailSemaineMax)}` }
    : ok(raison);
}

/** L3121-22: 44 hours a week on average over any 12 consecutive weeks (here, the 12 ending with the slot's). */
export function moyenneDouzeSemaines(r: ReglesDuTravail, s: Situation): Verdict {
  const moyenne = (s.minutesOnzeSemaines + minutesSemaine(s)) / 12;
  const raison = `${heures(moyenne)} de moyenne sur 12 semaines`;
  return moyenne > r.moyenneDouzeSemainesMax ? { niveau: 'BLOQUANT', raison } : ok(raison);
}

/**
 * L3132-2: a weekly rest of 24 consecutive hours plus the 11 of the daily rest, 35 in all. A rest
 * that runs into the week before or after counts; work unknown beyond the loaded weeks is rest.
 */
export function reposHebdomadaire(r: ReglesDuTravail, s: Situation): Verdict {
  const ps = avecCreneau(s);
  const lundi = debutSemaine(s);
  const dimancheSoir = lundi + MINUTES_SEMAINE;
  let plusLong = 0;
  for (let i = -1; i < ps.length; i++) {
    const debut = ps[i]?.fin ?? Number.NEGATIVE_INFINITY;
    const fin = ps[i + 1]?.debut ?? Number.POSITIVE_INFINITY;
    if (fin > lundi && debut < dimancheSoir) plusLong = Math.max(plusLong, fin - debut);
  }
  if (plusLong >= r.reposHebdomadaire) return ok();
  return { niveau: 'BLOQUANT', raison: `repos hebdomadaire de ${heures(plusLong)} seulement` };
}

/** L3132-1: no more than 6 days of work in a row (the weekly rest falls on the seventh). */
export function joursConsecutifs(r: ReglesDuTravail, s: Situation): Verdict {
  const jours = joursTravailles([...s.travail, s.creneau]);
  const jour = Math.floor(s.creneau.debut / MINUTES_JOUR);
  let avant = jour;
  while (jours.has(avant - 1)) avant--;
  let apres = jour;
  while (jours.has(apres + 1)) apres++;
  const suite = apres - avant + 1;
  if (suite <= r.joursConsecutifsMax) return ok();
  return { niveau: 'BLOQUANT', raison: `${suite} jours de travail d'affilée` };
}

/** How the slot's hours are paid, which orders the candidates (complementary before overtime). */
export type NatureHeures = 'NORMALES' | 'COMPLEMENTAIRES' | 'SUPPLEMENTAIRES';

/**
 * L3123-20 and L3123-22: a part-time employee's complementary hours stay under a tenth of the
 * contract, or a third by agreement, and never reach the legal 35 hours (L3123-9). Above the
 * contract, a full-time employee works overtime (L3121-28).
 */
export function heuresComplementaires(r: ReglesDuTravail, s: Situation): Verdict & { nature: NatureHeures } {
  const total = minutesSemaine(s);
  const contrat = s.contratMinutes;
  if (contrat === null || total <= contrat) return { ...ok(), nature: 'NORMALES' };
  const au_dela = total - contrat;
  if (contrat >= DUREE_LEGALE) {
    return { niveau: 'OK', raison: `${heures(au_dela)} supplémentaires`, nature: 'SUPPLEMENTAIRES' };
  }
  const plafond = contrat / (r.partHeuresComplementaires === 'TIERS' ? 3 : 10);
  if (au_dela > plafond || total >= DUREE_LEGALE) {
    return {
      niveau: 'BLOQUANT',
      raison: `${heures(au_dela)} complémentaires, plus que les ${heures(plafond)} permises`,
      nature: 'COMPLEMENTAIRES',
    };
  }
  return { niveau: 'OK', raison: `${heures(au_dela)} complémentaires`, nature: 'COMPLEMENTAIRES' };
}

/** Every rule, in the order their reasons are read. */
export function evaluer(r: ReglesDuTravail, s: Situation) {
  const nature = heuresComplementaires(r, s);
  const verdicts = [
    reposQuotidien(r, s),
    travailDuJour(r, s),
    travailDeLaSemaine(r, s),
    moyenneDouzeSemaines(r, s),
    reposHebdomadaire(r, s),
    joursConsecutifs(r, s),
    nature,
  ];
  return {
    bloquant: verdicts.some((v) => v.niveau === 'BLOQUANT'),
    derogation: verdicts.some((v) => v.niveau === 'DEROGATION'),
    raisons: verdicts.flatMap((v) => (v.raison === null ? [] : [v.raison])),
    nature: nature.nature,
    minutesSemaine: minutesSemaine(s),
  };
}
