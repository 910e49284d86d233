import { INFORMATION_OBLIGATOIRE } from '@roulement/contract';
import { z } from 'zod';

export type Sens = 'credit' | 'debit';

export const VALEUR_NUMERIQUE = 'Entrez une valeur numérique';
export const VALEUR_POSITIVE = 'Entrez une valeur positive';
export const VALEUR_NEGATIVE = 'Entrez une valeur négative';

/**
 * Spec §5 credits and debits (days or hours): required ('Information obligatoire'), numeric
 * ('Entrez une valeur numérique'), positive for a credit ('Entrez une valeur positive') and negative
 * for a debit ('Entrez une valeur négative'). The caller pipes it into the contract's own field.
 */
export const nombreSigne = (sens: Sens) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? INFORMATION_OBLIGATOIRE : VALEUR_NUMERIQUE,
    })
    .finite({ error: VALEUR_NUMERIQUE })
    .refine((n) => (sens === 'credit' ? n > 0 : n < 0), {
      error: sens === 'credit' ? VALEUR_POSITIVE : VALEUR_NEGATIVE,
    });
