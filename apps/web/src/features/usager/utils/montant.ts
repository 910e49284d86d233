export { formatEuros } from '../../../lib/format';

export type CouleurMontant = 'success.main' | 'error.main' | 'text.disabled';

/** Spec §9: positive in the success colour, negative in the error colour, zero in grey. */
export function couleurMontant(montant: number): CouleurMontant {
  if (montant > 0) return 'success.main';
  if (montant < 0) return 'error.main';
  return 'text.disabled';
}
