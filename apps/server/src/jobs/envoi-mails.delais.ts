const MINUTE = 60_000;

/**
 * Waits before the next attempt, by the number of attempts already made: a mail server down for
 * a few minutes gets retried quickly, one down for a day is not hammered. After the last entry the
 * mail is given up (`ECHEC`): about 22 hours after it was written.
 */
const ATTENTES_MINUTES = [1, 5, 15, 60, 180, 360, 720] as const;

/** Attempts made before a mail is marked ECHEC. */
export const TENTATIVES_MAX = ATTENTES_MINUTES.length + 1;

/** What happens to a mail whose attempt number `tentatives` (1 for the first) just failed. */
export function apresEchec(
  tentatives: number,
  maintenant: Date,
): { abandon: true } | { abandon: false; prochainEssai: Date } {
  if (tentatives >= TENTATIVES_MAX) return { abandon: true };
  const minutes = ATTENTES_MINUTES[Math.max(tentatives, 1) - 1]!;
  return { abandon: false, prochainEssai: new Date(maintenant.getTime() + minutes * MINUTE) };
}
