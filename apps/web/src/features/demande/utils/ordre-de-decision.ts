import type { Validation } from '@roulement/contract';

/** How many decisions, this one included, come one after the other down to its deepest sub-validation. */
export const etapeDe = (v: Validation): number => 1 + Math.max(0, ...v.sousValidations.map(etapeDe));

/**
 * Decision 069: the tree is drawn in the order of decision, those who decide first on top. A
 * parent's sub-validations (the heads of service) come before it (the direction), and among
 * siblings the shorter chains first; the server's nesting stays in the markup.
 */
export const ordreDeDecision = (validations: Validation[]): Validation[] =>
  validations
    .map((v, i) => ({ v, i, etape: etapeDe(v) }))
    .sort((a, b) => a.etape - b.etape || a.i - b.i)
    .map((x) => x.v);

/**
 * The validation a one-tap decision gives (decision 088): the first, in the order drawn on the
 * detail, that the viewer may decide and that nobody has decided yet.
 */
export function validationADonner(validations: Validation[]): Validation | undefined {
  for (const v of ordreDeDecision(validations)) {
    const dessous = validationADonner(v.sousValidations);
    if (dessous) return dessous;
    if (v.abilities.valider && v.accepte === null) return v;
  }
  return undefined;
}
