/** Spec §9: an adjustment's explanation has at least 5 words. */
export const MOTS_MINIMUM = 5;
export const SELECTIONNEZ_UN_POSTE = 'Selectionez un poste';
export const VALEUR_NUMERIQUE = 'Entrez une valeur numérique';

/** Spec §5: words are split on spaces. */
export const nombreDeMots = (explication: string): number => explication.split(' ').filter((m) => m !== '').length;

export interface OperationSaisie {
  posteAIMId: string;
  montant: number;
}

/** Spec §5: confirmable with at least 5 words and at least one operation. */
export const ajustementConfirmable = (explication: string, operations: readonly OperationSaisie[]): boolean =>
  nombreDeMots(explication) >= MOTS_MINIMUM && operations.length > 0;

/**
 * Spec §5 adding an operation: a poste not yet in the adjustment, and a non-empty numeric amount.
 * Answers the field errors, empty when the operation may be added.
 */
export function erreursOperation(
  posteAIMId: string | null,
  montant: string,
  operations: readonly OperationSaisie[],
): { poste?: string; montant?: string } {
  const erreurs: { poste?: string; montant?: string } = {};
  if (posteAIMId === null || operations.some((o) => o.posteAIMId === posteAIMId)) erreurs.poste = SELECTIONNEZ_UN_POSTE;
  const texte = montant.trim().replace(',', '.');
  if (texte === '' || !Number.isFinite(Number(texte))) erreurs.montant = VALEUR_NUMERIQUE;
  return erreurs;
}

/** Spec §5 pre-filled adjustment: 'Epargne : ' or 'Dette : ' and an amount of zero. */
export function preRemplissage(code: string): { explication: string; montant: number } | null {
  if (code === 'EPARGNE') return { explication: 'Epargne : ', montant: 0 };
  if (code === 'DETTE') return { explication: 'Dette : ', montant: 0 };
  return null;
}
