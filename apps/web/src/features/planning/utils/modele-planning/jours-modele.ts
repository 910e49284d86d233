import {
  JOURS_SEMAINE,
  jourLibrePourRepos,
  type ModeleCreneauDeTravail,
  type ModeleJourDeRepos,
  type ModelePlanning,
  travailAutorise,
} from '@roulement/contract';

/** One member's day in one template week: what a grid column shows. */
export interface CibleJour {
  ordre: number;
  jourId: number;
  membreId: number;
}

export interface ContenuJour {
  creneaux: ModeleCreneauDeTravail[];
  repos: ModeleJourDeRepos | null;
  minutesTravaillees: number;
}

const JOUR_VIDE: ContenuJour = Object.freeze({ creneaux: [], repos: null, minutesTravaillees: 0 });

export const cleJour = (c: CibleJour): string => `${c.ordre}:${c.jourId}:${c.membreId}`;

/** The member's next day in the rotation: after the last Sunday comes the first Monday. */
export const jourSuivant = (c: CibleJour, nbSemaines: number): CibleJour =>
  c.jourId < 7 ? { ...c, jourId: c.jourId + 1 } : { ...c, ordre: (c.ordre % nbSemaines) + 1, jourId: 1 };

/** The template's slots and rest days by member's day, built once per answer of the server. */
export function indexerModele(modele: ModelePlanning): Map<string, ContenuJour> {
  const index = new Map<string, ContenuJour>();
  const contenu = (cible: CibleJour) => {
    const cle = cleJour(cible);
    let jour = index.get(cle);
    if (!jour) {
      jour = { creneaux: [], repos: null, minutesTravaillees: 0 };
      index.set(cle, jour);
    }
    return jour;
  };
  for (const semaine of modele.semaines) {
    for (const c of semaine.creneaux) {
      const jour = contenu({ ordre: semaine.ordre, jourId: c.jourId, membreId: c.membreId });
      jour.creneaux.push(c);
      jour.minutesTravaillees += c.heureFin.valeur - c.heureDebut.valeur;
    }
    for (const r of semaine.joursDeRepos) {
      contenu({ ordre: semaine.ordre, jourId: r.jour.jourId, membreId: r.membreId }).repos = r;
    }
  }
  for (const jour of index.values()) jour.creneaux.sort((a, b) => a.heureDebut.valeur - b.heureDebut.valeur);
  return index;
}

export const contenuDuJour = (index: ReadonlyMap<string, ContenuJour>, cible: CibleJour): ContenuJour =>
  index.get(cleJour(cible)) ?? JOUR_VIDE;

/**
 * Spec §4 rest-day actions allowed on a day (decision 021): a full rest day only without work, a
 * half one within 3 h 30 of work; switching to a full day is disabled while the member works
 * (switching to a half day is always possible: it allows more work).
 */
export function actionsRepos(jour: ContenuJour) {
  const libre = { minutesTravaillees: jour.minutesTravaillees, aDejaUnRepos: jour.repos !== null };
  return {
    poserComplet: jourLibrePourRepos(libre, false),
    poserDemi: jourLibrePourRepos(libre, true),
    passerEnComplet: jour.repos?.demiJour === true && travailAutorise(jour.minutesTravaillees, 'complet'),
  };
}

/**
 * Spec §4: where a rest day may move — the member's other days of the template that are free
 * (no rest day there, and no more work than the moved rest allows).
 */
export function joursLibresPourDeplacer(
  index: ReadonlyMap<string, ContenuJour>,
  ordres: readonly number[],
  repos: ModeleJourDeRepos,
): CibleJour[] {
  const libres: CibleJour[] = [];
  for (const ordre of ordres) {
    for (const { jourId } of JOURS_SEMAINE) {
      const cible = { ordre, jourId, membreId: repos.membreId };
      const jour = contenuDuJour(index, cible);
      const libre = { minutesTravaillees: jour.minutesTravaillees, aDejaUnRepos: jour.repos !== null };
      if (jourLibrePourRepos(libre, repos.demiJour)) libres.push(cible);
    }
  }
  return libres;
}

export const libelleJour = (jourId: number): string => JOURS_SEMAINE.find((j) => j.jourId === jourId)?.label ?? '';
