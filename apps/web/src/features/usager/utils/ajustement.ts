import {
  ENTREZ_UNE_VALEUR_NUMERIQUE,
  explicationSuffisante,
  type PosteAimId,
  PREFIXES_AJUSTEMENT,
  SELECTIONNEZ_UN_POSTE,
} from '@roulement/contract';

export interface OperationSaisie {
  posteAIMId: PosteAimId;
  montant: number;
}

/** Spec §5: confirmable with at least 5 words and at least one operation. */
export const ajustementConfirmable = (explication: string, operations: readonly OperationSaisie[]): boolean =>
  explicationSuffisante(explication) && operations.length > 0;

/** A typed amount (« 12,5 ») as a number, or null when it is not one. */
export function lireMontant(texte: string): number | null {
  const t = texte.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/**
 * Spec §5 adding an operation: a poste not yet in the adjustment, and a non-empty numeric amount.
 * Answers the field errors, empty when the operation may be added.
 */
export function erreursOperation(
  posteAIMId: PosteAimId | null,
  montant: string,
  operations: readonly OperationSaisie[],
): { poste?: string; montant?: string } {
  const erreurs: { poste?: string; montant?: string } = {};
  if (posteAIMId === null || operations.some((o) => o.posteAIMId === posteAIMId)) erreurs.poste = SELECTIONNEZ_UN_POSTE;
  if (lireMontant(montant) === null) erreurs.montant = ENTREZ_UNE_VALEUR_NUMERIQUE;
  return erreurs;
}

/** Spec §5 pre-filled adjustment: 'Epargne : ' or 'Dette : ' and an amount of zero. */
export function preRemplissage(posteAIMId: PosteAimId): { explication: string; operation: OperationSaisie } | null {
  const prefixe = PREFIXES_AJUSTEMENT[posteAIMId];
  return prefixe === undefined ? null : { explication: prefixe, operation: { posteAIMId, montant: 0 } };
}
