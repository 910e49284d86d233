import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { type Changement, journaliserChacun } from '../../lib/audit';
import { insertAccueil, insertUsagers, updateAccueil, updateUsager } from './usager.repository';

/** A resident's civil status as an import line gives it; establishment and file number are its key. */
export interface EtatCivilImporte {
  numeroDossier: string;
  genre: 'M' | 'F' | 'AUTRE';
  nom: string;
  prenom: string;
  dateNaissance: string | null;
}

export interface AccueilImporte {
  serviceId: number;
  dateDebut: string;
  dateFin: string | null;
}

export interface UsagerACreer {
  etablissementId: number;
  etatCivil: EtatCivilImporte;
  accueil: AccueilImporte;
}

/** What a line changes on a resident already there: their civil status, their stays. */
export interface UsagerAModifier {
  usagerId: number;
  etablissementId: number;
  etatCivil?: { avant: EtatCivilImporte; apres: EtatCivilImporte };
  /** The same stay (service and start) with another end, or the open one ended the day before the new one. */
  finModifiee?: { accueilId: number; avant: string | null; apres: string | null };
  ouvrir?: AccueilImporte;
}

/**
 * Writes the residents of an import and their stays, in the caller's transaction, each row with
 * its history and the import as its cause (issue 26, decision 112).
 */
export async function ecrireUsagersImportes(
  tx: Tx,
  actor: Actor,
  plan: { aCreer: UsagerACreer[]; aModifier: UsagerAModifier[] },
  cause: string,
): Promise<void> {
  const historique: Changement[] = [];
  const trace = (c: Omit<Changement, 'employeId'>) => historique.push({ ...c, employeId: null });
  const ids = await insertUsagers(
    tx,
    plan.aCreer.map((u) => ({ etablissementId: u.etablissementId, ...u.etatCivil })),
  );
  for (const [i, u] of plan.aCreer.entries()) {
    const usagerId = ids[i]!;
    const accueilId = await insertAccueil(tx, { usagerId, ...u.accueil });
    const etablissementId = u.etablissementId;
    trace({
      entite: 'usager',
      entiteId: usagerId,
      action: 'CREATION',
      apres: { ...u.etatCivil, cause },
      etablissementId,
    });
    trace({
      entite: 'accueil',
      entiteId: accueilId,
      action: 'CREATION',
      apres: { usagerId, ...u.accueil, cause },
      etablissementId,
    });
  }
  for (const m of plan.aModifier) {
    const { usagerId, etablissementId } = m;
    if (m.etatCivil) {
      await updateUsager(tx, usagerId, m.etatCivil.apres);
      trace({
        entite: 'usager',
        entiteId: usagerId,
        action: 'MODIFICATION',
        avant: { ...m.etatCivil.avant },
        apres: { ...m.etatCivil.apres, cause },
        etablissementId,
      });
    }
    if (m.finModifiee) {
      await updateAccueil(tx, m.finModifiee.accueilId, { dateFin: m.finModifiee.apres });
      trace({
        entite: 'accueil',
        entiteId: m.finModifiee.accueilId,
        action: 'MODIFICATION',
        avant: { dateFin: m.finModifiee.avant },
        apres: { dateFin: m.finModifiee.apres, cause },
        etablissementId,
      });
    }
    if (m.ouvrir) {
      const accueilId = await insertAccueil(tx, { usagerId, ...m.ouvrir });
      trace({
        entite: 'accueil',
        entiteId: accueilId,
        action: 'CREATION',
        apres: { usagerId, ...m.ouvrir, cause },
        etablissementId,
      });
    }
  }
  await journaliserChacun(tx, actor, historique);
}
