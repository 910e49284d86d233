import type { DbOrTx } from '../../db/client';
import { todayInParis } from '../../lib/dates';
import { conflict } from '../../lib/errors';
import { type CongesTypeRow, listMouvements } from './conges.repository';
import { calculerSolde, type Solde, soldeDevientInsuffisant } from './solde';

async function soldeDu(tx: DbOrTx, employeId: number, congesTypeId: number, aujourdhui: string): Promise<Solde> {
  const { credits, conges } = await listMouvements(tx, employeId, congesTypeId);
  return calculerSolde(credits, conges, aujourdhui);
}

const jours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const soldeInsuffisant = (type: CongesTypeRow, apres: Solde) =>
  conflict(`Solde insuffisant : le solde futur de « ${type.label} » serait de ${jours.format(apres.soldeFutur)} j`);

/**
 * The check of `avecControleDesSoldes` on a leave not written yet (a request): the balance as if
 * it were taken.
 */
export async function controlerSoldeSansEcrire(
  tx: DbOrTx,
  employeId: number,
  type: CongesTypeRow,
  conges: { date: string; nbJours: number },
): Promise<void> {
  if (!type.avecSolde) return;
  const aujourdhui = todayInParis();
  const { credits, conges: pris } = await listMouvements(tx, employeId, type.id);
  const avant = calculerSolde(credits, pris, aujourdhui);
  const apres = calculerSolde(credits, [...pris, conges], aujourdhui);
  if (soldeDevientInsuffisant(avant, apres)) throw soldeInsuffisant(type, apres);
}

/**
 * Runs a write that touches the balances of these types, then checks them on the data as written
 * (the transaction rolls back if the check fails): a leave or a debit must not leave a future
 * balance negative (DOMAIN.md). The caller has locked the employee row first, so a concurrent
 * debit waits for this one to commit and then sees it.
 */
export async function avecControleDesSoldes<T>(
  tx: DbOrTx,
  employeId: number,
  types: readonly CongesTypeRow[],
  ecrire: () => Promise<T>,
): Promise<T> {
  const aujourdhui = todayInParis();
  const aControler = [...new Map(types.filter((t) => t.avecSolde).map((t) => [t.id, t])).values()];
  const avant = new Map<number, Solde>();
  for (const type of aControler) avant.set(type.id, await soldeDu(tx, employeId, type.id, aujourdhui));
  const resultat = await ecrire();
  for (const type of aControler) {
    const apres = await soldeDu(tx, employeId, type.id, aujourdhui);
    if (soldeDevientInsuffisant(avant.get(type.id)!, apres)) {
      throw soldeInsuffisant(type, apres);
    }
  }
  return resultat;
}
