import { jourIdDe } from '../common/semaines';

/*
 * The service strategy « heures automatiques les jours fériés » (decision 076): a public holiday
 * from Monday to Friday that a member neither works nor spends on leave counts a fifth of the
 * member's weekly hours, as if worked, so that a week with a holiday off still reaches its contract
 * hours. A holiday on a Saturday or a Sunday takes no working day of a five-day week: nothing.
 */

/** The minutes an unworked holiday counts for weekly hours `heuresHebdo`: one day of a five-day week. */
export function minutesFerieAutomatique(heuresHebdo: number): number {
  return Math.round((heuresHebdo * 60) / 5);
}

/**
 * The automatic minutes of some holidays for one member: each holiday from Monday to Friday where
 * `occupe` (an effective slot, or leave, that day) is false counts a fifth of `heuresHebdo`.
 */
export function minutesFeriesAutomatiques(
  heuresHebdo: number,
  feries: readonly string[],
  occupe: (date: string) => boolean,
): number {
  return feries
    .filter((date) => jourIdDe(date) <= 5 && !occupe(date))
    .reduce((total) => total + minutesFerieAutomatique(heuresHebdo), 0);
}
