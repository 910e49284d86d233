import { z } from 'zod';
import { ENTRER_UNE_VALEUR_NUMERIQUE, ENTREZ_UNE_VALEUR_NUMERIQUE } from './usager.constants';

/** numeric(12,2): ten digits before the decimal point. */
const MONTANT_MAX = 9_999_999_999.99;

/** Euros to cents without float drift: every sum of money is done on these integers. */
export const enCentimes = (euros: number): number => Math.round(euros * 100);
export const enEuros = (centimes: number): number => centimes / 100;

const auCentime = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** An amount in euros, at most two decimals; negative allowed (an adjustment may remove money). */
export const MontantSchema = z
  .number({ error: ENTREZ_UNE_VALEUR_NUMERIQUE })
  .min(-MONTANT_MAX, { error: ENTREZ_UNE_VALEUR_NUMERIQUE })
  .max(MONTANT_MAX, { error: ENTREZ_UNE_VALEUR_NUMERIQUE })
  .refine(auCentime, { error: 'Deux décimales au plus' })
  .describe('Montant en euros (deux décimales au plus)');

/** A template's default budget or a payout amount: numeric and above 0 (spec §5). */
export const MontantPositifSchema = z
  .number({ error: ENTRER_UNE_VALEUR_NUMERIQUE })
  .gt(0, { error: ENTRER_UNE_VALEUR_NUMERIQUE })
  .max(MONTANT_MAX, { error: ENTRER_UNE_VALEUR_NUMERIQUE })
  .refine(auCentime, { error: 'Deux décimales au plus' })
  .describe('Montant en euros, supérieur à 0');
