import { comparerSemaines, decalerSemaine, numeroSemaine, type Semaine } from '../common/semaines';

/** Spec §2.8 / §9: the week picker shows 14 weeks and keeps at most 3 selected. */
export const SEMAINES_AFFICHEES = 14;
export const SEMAINES_SELECTIONNEES_MAX = 3;
/** More members than this, or more than one week, and the planning header is compact. */
export const MEMBRES_EN_TETE_COMPACT = 10;
export const PREFIXE_FICHIER_PLANNING = 'Planning_semaine';

const meme = (a: Semaine, b: Semaine) => comparerSemaines(a, b) === 0;

/** The 14 consecutive weeks shown, starting one week before the current position. */
export function semainesAffichees(position: Semaine): Semaine[] {
  return Array.from({ length: SEMAINES_AFFICHEES }, (_, i) => decalerSemaine(position, i - 1));
}

/**
 * A click on a week: a plain click selects it alone; ctrl-click adds it (up to 3) or removes it
 * (only when 2 or more are selected). The answer is sorted; an impossible change leaves the
 * selection as it was.
 */
export function cliquerSemaine(selection: readonly Semaine[], semaine: Semaine, ctrl: boolean): Semaine[] {
  if (!ctrl) return [semaine];
  const dejaLa = selection.some((s) => meme(s, semaine));
  if (dejaLa) return selection.length >= 2 ? selection.filter((s) => !meme(s, semaine)) : [...selection];
  if (selection.length >= SEMAINES_SELECTIONNEES_MAX) return [...selection];
  return [...selection, semaine].sort(comparerSemaines);
}

/** Title of the planning: 'Semaine 12' or 'Semaines 12, 13'. */
export function titrePlanning(selection: readonly Semaine[]): string {
  const numeros = [...selection].sort(comparerSemaines).map((s) => s.semaine);
  return `${numeros.length > 1 ? 'Semaines' : 'Semaine'} ${numeros.join(', ')}`;
}

export function enTeteCompact(nbMembres: number, nbSemaines: number): boolean {
  return nbMembres > MEMBRES_EN_TETE_COMPACT || nbSemaines > 1;
}

/** PDF file name: the prefix followed by the week numbers (SS-AAAA). */
export function nomFichierPlanning(selection: readonly Semaine[]): string {
  return `${PREFIXE_FICHIER_PLANNING}_${[...selection].sort(comparerSemaines).map(numeroSemaine).join('_')}.pdf`;
}
