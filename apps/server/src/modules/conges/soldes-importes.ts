import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { historiqueDesCredits, journaliserChacun } from '../../lib/audit';
import { COMMENTAIRE_SOLDE_OUVERTURE } from '../employe/heures-importees';
import { insertCredits, updateCredit } from './conges.repository';

/**
 * An opening balance as a line gives it; employee, type and date of value are its key. A type (not
 * an interface) so that its history row takes it as a record of fields.
 */
export type SoldeImporte = {
  congesTypeId: number;
  date: string;
  nbJours: number;
  dateExpiration: string | null;
};

interface Titulaire {
  employeId: number;
  etablissementId: number;
}

export interface SoldeACreer extends Titulaire {
  valeurs: SoldeImporte;
}

export interface SoldeAModifier extends Titulaire {
  creditId: number;
  avant: SoldeImporte;
  apres: SoldeImporte;
}

/** Writes the opening balances of an import into the ledger, in the caller's transaction, with their history. */
export async function ecrireSoldesImportes(
  tx: Tx,
  actor: Actor,
  plan: { aCreer: SoldeACreer[]; aModifier: SoldeAModifier[] },
  cause: string,
): Promise<void> {
  const commun = { exceptionnel: false, commentaire: COMMENTAIRE_SOLDE_OUVERTURE };
  const ids = await insertCredits(
    tx,
    plan.aCreer.map((s) => ({ ...s.valeurs, ...commun, employeId: s.employeId })),
  );
  for (const m of plan.aModifier) await updateCredit(tx, m.creditId, { ...m.apres, ...commun });
  const avecCommun = <T extends { valeurs: SoldeImporte }>(c: T) => ({ ...c, valeurs: { ...c.valeurs, ...commun } });
  await journaliserChacun(
    tx,
    actor,
    historiqueDesCredits(
      'conges_credit',
      cause,
      plan.aCreer.map(avecCommun),
      ids,
      plan.aModifier.map((m) => ({ ...m, apres: { ...m.apres, ...commun } })),
    ),
  );
}
