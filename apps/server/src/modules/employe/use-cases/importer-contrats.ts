import type { Tx } from '../../../db/client';
import type { contrat } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { journaliserChacun } from '../../../lib/audit';
import { refreshRolesOf } from '../../auth/acl.service';
import { insertContrat, updateContrat } from '../contrat.repository';

/** A contract's values as an import line gives them; the employee and the start date are its key. */
export type ContratImporte = Pick<
  typeof contrat.$inferSelect,
  | 'contratTypeId'
  | 'metierId'
  | 'heuresHebdo'
  | 'dateDebut'
  | 'dateFin'
  | 'cadre'
  | 'nbJoursAstreintesAnnuels'
  | 'remplaceEmployeId'
>;

interface Titulaire {
  employeId: number;
  utilisateurId: number;
  etablissementId: number;
}

export interface ContratACreer extends Titulaire {
  valeurs: ContratImporte;
}

export interface ContratAModifier extends Titulaire {
  contratId: number;
  avant: ContratImporte;
  apres: ContratImporte;
}

/**
 * Writes the contracts of an import in the caller's transaction, each with its history row naming
 * the import as the cause; contracts make the SALARIE role, so the roles are rewritten.
 */
export async function ecrireContratsImportes(
  tx: Tx,
  actor: Actor,
  plan: { aCreer: ContratACreer[]; aModifier: ContratAModifier[] },
  cause: string,
): Promise<void> {
  const creations = [];
  for (const c of plan.aCreer) {
    const contratId = await insertContrat(tx, { ...c.valeurs, employeId: c.employeId });
    creations.push({
      entite: 'contrat' as const,
      entiteId: contratId,
      action: 'CREATION' as const,
      apres: { ...c.valeurs, cause },
      employeId: c.employeId,
      etablissementId: c.etablissementId,
    });
  }
  for (const m of plan.aModifier) {
    await updateContrat(tx, m.contratId, m.apres);
  }
  await journaliserChacun(tx, actor, [
    ...creations,
    ...plan.aModifier.map((m) => ({
      entite: 'contrat' as const,
      entiteId: m.contratId,
      action: 'MODIFICATION' as const,
      avant: { ...m.avant, cause: null },
      apres: { ...m.apres, cause },
      employeId: m.employeId,
      etablissementId: m.etablissementId,
    })),
  ]);
  const utilisateurs = [...plan.aCreer, ...plan.aModifier].map((c) => c.utilisateurId);
  if (utilisateurs.length > 0) await refreshRolesOf(tx, [...new Set(utilisateurs)]);
}
