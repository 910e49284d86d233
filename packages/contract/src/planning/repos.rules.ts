/**
 * Daily maxima of a planning template (spec §9, read as decision 021): at most 720 minutes of
 * work on a day; a half rest day leaves the other half of a standard 420-minute day, 210 minutes;
 * a full rest day leaves none (spec §4: "full day disabled if the member has work slots that day").
 */
export const MAX_TRAVAIL_JOUR = 720;
const JOURNEE_STANDARD = 420;
export const DEMI_JOURNEE_STANDARD = JOURNEE_STANDARD / 2;

export type Repos = 'aucun' | 'demi' | 'complet';

export const reposDe = (jourDeRepos: { demiJour: boolean } | null | undefined): Repos =>
  !jourDeRepos ? 'aucun' : jourDeRepos.demiJour ? 'demi' : 'complet';

export function maxTravailJour(repos: Repos): number {
  switch (repos) {
    case 'aucun':
      return MAX_TRAVAIL_JOUR;
    case 'demi':
      return DEMI_JOURNEE_STANDARD;
    case 'complet':
      return 0;
  }
}

export const messageMaxTravail = (repos: Repos): string =>
  repos === 'complet'
    ? 'Ce membre a un jour de repos complet ce jour-là : aucun créneau de travail possible'
    : repos === 'demi'
      ? `Ce membre a une demi-journée de repos ce jour-là : ${dureeFr(DEMI_JOURNEE_STANDARD)} de travail au plus`
      : `${dureeFr(MAX_TRAVAIL_JOUR)} de travail par jour au plus`;

/** 210 → '3 h 30', 720 → '12 h'. */
export function dureeFr(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

/** Whether a member's day may carry this much work with this rest. */
export function travailAutorise(minutesTravaillees: number, repos: Repos): boolean {
  return minutesTravaillees <= maxTravailJour(repos);
}

/**
 * Spec §4: a day is free for a rest day (create or move) if the member has no rest day there and
 * the worked minutes do not exceed the maximum the rest allows.
 */
export function jourLibrePourRepos(jour: { minutesTravaillees: number; aDejaUnRepos: boolean }, demiJour: boolean) {
  return !jour.aDejaUnRepos && travailAutorise(jour.minutesTravaillees, demiJour ? 'demi' : 'complet');
}
