const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Spec §1: amounts in euros, French format (« 1 234,50 € »). */
export const formatEuros = (montant: number | string): string => euros.format(Number(montant));

export type CouleurMontant = 'success.main' | 'error.main' | 'text.disabled';

/** Spec §9: positive in the success colour, negative in the error colour, zero in grey. */
export function couleurMontant(montant: number | string): CouleurMontant {
  const n = Number(montant);
  if (n > 0) return 'success.main';
  if (n < 0) return 'error.main';
  return 'text.disabled';
}

/** Euros as integer cents, so that sums are exact (never floating point, issue 14). */
export const enCentimes = (montant: number | string): number => Math.round(Number(montant) * 100);

/** Spec §9: the total of a sheet is the sum of its positive final amounts. */
export const totalPositif = (montants: readonly (number | string)[]): number =>
  montants.map(enCentimes).reduce((total, c) => (c > 0 ? total + c : total), 0) / 100;

/** Spec §9: the balance total is the sum of the balances. */
export const somme = (montants: readonly (number | string)[]): number =>
  montants.map(enCentimes).reduce((total, c) => total + c, 0) / 100;
