import type { DbOrTx } from '../../db/client';

/**
 * On-call days of these employees within [du, au], for the payroll's JOURS_ASTREINTE column.
 *
 * NOT WIRED YET: the on-call roster table belongs to the on-call work (branch wt-astreinte), not
 * merged in this branch when this was written. Until it is, no employee has on-call days and the
 * column is 0; wiring it is one query here (roster days between du and au, grouped by employee).
 */
export async function joursAstreinteParEmploye(
  _db: DbOrTx,
  _employeIds: readonly number[],
  _du: string,
  _au: string,
): Promise<Map<number, number>> {
  return new Map();
}
