import { enCentimes, enEuros, type LigneModeleAim, MontantPositifSchema, type PosteAimId } from '@roulement/contract';
import { lireMontant } from './ajustement';

/** The model as the PUT's map, in its order; `change` sets (number) or removes (null) one poste. */
export function carteDuModele(
  lignes: readonly LigneModeleAim[],
  change?: { posteAIMId: PosteAimId; budget: number | null },
): Partial<Record<PosteAimId, number>> {
  const carte: Partial<Record<PosteAimId, number>> = {};
  for (const l of lignes) carte[l.posteAIM.posteAIMId] = l.budgetParDefaut;
  if (change) {
    if (change.budget === null) delete carte[change.posteAIMId];
    else carte[change.posteAIMId] = change.budget;
  }
  return carte;
}

/** Spec §5 template amount: numeric and above 0 ('Entrer une valeur numérique'), else the message. */
export function lireBudget(texte: string): { budget: number } | { erreur: string } {
  const resultat = MontantPositifSchema.safeParse(lireMontant(texte) ?? Number.NaN);
  return resultat.success ? { budget: resultat.data } : { erreur: resultat.error.issues[0]?.message ?? '' };
}

/** The total row: the default budgets added in cents. */
export const totalBudgets = (lignes: readonly LigneModeleAim[]): number =>
  enEuros(lignes.reduce((s, l) => s + enCentimes(l.budgetParDefaut), 0));
