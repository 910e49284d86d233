import type { Employe } from '@roulement/contract';

/**
 * Every leave mutation answers the updated employee. This feature does not know where employees
 * are cached: the screen passes what to do with the answer.
 */
export interface SurEmploye {
  onEmploye: (employe: Employe) => unknown;
}
