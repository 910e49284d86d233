import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliserChacun } from '../../lib/audit';
import { COMMENTAIRE_SOLDE_OUVERTURE } from '../employe/heures-importees';
import { insertCredits, updateCredit } from './conges.repository';

/** An opening balance as a line gives it; employee, type and date of value are its key. */
export interface SoldeImporte {
  congesTypeId: number;
  date: string;
  nbJours: number;
  dateExpiration: string | null;
}

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
  await journaliserChacun(tx, actor, [
    ...plan.aCreer.map((s, i) => ({
      entite: 'conges_credit' as const,
      entiteId: ids[i] ?? 0,
      action: 'CREDIT' as const,
      apres: { ...s.valeurs, ...commun, cause },
      employeId: s.employeId,
      etablissementId: s.etablissementId,
    })),
    ...plan.aModifier.map((m) => ({
      entite: 'conges_credit' as const,
      entiteId: m.creditId,
      action: 'MODIFICATION' as const,
      avant: { ...m.avant, cause: null },
      apres: { ...m.apres, cause },
      employeId: m.employeId,
      etablissementId: m.etablissementId,
    })),
  ]);
}
