import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { historiqueDesCredits, journaliserChacun } from '../../lib/audit';
import { insertHeureCredits, updateHeureCredit } from './heures.repository';

/**
 * The comment of every opening balance an import writes, in the leave ledger and in the recovery
 * hours: it says where the credit comes from, and the import finds its own credits again by it
 * (decision 111), never a credit typed by hand.
 */
export const COMMENTAIRE_SOLDE_OUVERTURE = "Solde d'ouverture (import)";

/**
 * An opening recovery balance: employee and date of value are its key; minutes may be negative. A
 * type (not an interface) so that its history row takes it as a record of fields.
 */
export type HeuresImportees = {
  date: string;
  minutes: number;
};

interface Titulaire {
  employeId: number;
  etablissementId: number;
}

export interface HeuresACreer extends Titulaire {
  valeurs: HeuresImportees;
}

export interface HeuresAModifier extends Titulaire {
  creditId: number;
  avant: HeuresImportees;
  apres: HeuresImportees;
}

/**
 * Writes the opening recovery balances of an import (a « RÉGULARISATION » of the hours, as one
 * typed on the record), in the caller's transaction, with their history.
 */
export async function ecrireHeuresImportees(
  tx: Tx,
  actor: Actor,
  plan: { aCreer: HeuresACreer[]; aModifier: HeuresAModifier[] },
  cause: string,
): Promise<void> {
  const commun = { raison: 'RÉGULARISATION' as const, commentaire: COMMENTAIRE_SOLDE_OUVERTURE };
  const ids = await insertHeureCredits(
    tx,
    plan.aCreer.map((h) => ({ ...h.valeurs, ...commun, employeId: h.employeId })),
  );
  for (const m of plan.aModifier) await updateHeureCredit(tx, m.creditId, m.apres);
  await journaliserChacun(
    tx,
    actor,
    historiqueDesCredits(
      'heure_credit',
      cause,
      plan.aCreer.map((h) => ({ ...h, valeurs: { ...h.valeurs, ...commun } })),
      ids,
      plan.aModifier,
    ),
  );
}
