import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { refreshRolesOf } from '../../auth/acl.service';
import { declarerUtilisateur, ecrireIdentite } from '../../auth/auth.service';
import { insertEmploye, updateMatricule } from '../employe.repository';

export interface IdentiteImportee {
  genre: 'Mr' | 'Mme';
  nom: string;
  prenom: string;
  email: string;
  dateDeNaissance: string | null;
  telephonePro: string | null;
}

export interface EmployeADeclarer extends IdentiteImportee {
  /** The existing account of this e-mail, or null for a new one. */
  utilisateurId: number | null;
  matricule: string;
  etablissementId: number;
}

export interface EmployeAModifier {
  employeId: number;
  utilisateurId: number;
  etablissementId: number;
  avant: IdentiteImportee & { matricule: string | null };
  apres: IdentiteImportee & { matricule: string };
}

/**
 * Declares the employees of an import, in the caller's transaction, each with its history row
 * naming the import as the cause. New accounts share one hash of a secret nobody knows
 * (decision 097): hashing 2,000 secrets would take minutes, and the invitation sets the password.
 */
export async function declarerEmployesImportes(
  tx: Tx,
  actor: Actor,
  employes: EmployeADeclarer[],
  passwordHash: string,
  cause: string,
): Promise<number[]> {
  const nouveaux: number[] = [];
  const touches: number[] = [];
  for (const e of employes) {
    const { dateDeNaissance, telephonePro } = e;
    const utilisateur = await declarerUtilisateur(
      tx,
      { utilisateurId: e.utilisateurId ?? 0, genre: e.genre, nom: e.nom, prenom: e.prenom, email: e.email },
      passwordHash,
      { dateDeNaissance, telephonePro },
    );
    if (e.utilisateurId === null) nouveaux.push(utilisateur.id);
    touches.push(utilisateur.id);
    const employe = await insertEmploye(tx, {
      utilisateurId: utilisateur.id,
      etablissementId: e.etablissementId,
      matricule: e.matricule,
    });
    await journaliser(tx, actor, {
      entite: 'employe',
      entiteId: employe.id,
      action: 'CREATION',
      apres: { ...employe, nom: e.nom, prenom: e.prenom, email: e.email, dateDeNaissance, telephonePro, cause },
      employeId: employe.id,
      etablissementId: e.etablissementId,
    });
  }
  if (touches.length > 0) await refreshRolesOf(tx, touches);
  return nouveaux;
}

/** Updates the identity and payroll number of already declared employees, with their history. */
export async function modifierEmployesImportes(
  tx: Tx,
  actor: Actor,
  employes: EmployeAModifier[],
  cause: string,
): Promise<void> {
  for (const e of employes) {
    const { genre, nom, prenom, dateDeNaissance, telephonePro, matricule } = e.apres;
    await ecrireIdentite(tx, e.utilisateurId, { genre, nom, prenom, dateDeNaissance, telephonePro });
    if (e.avant.matricule !== matricule) await updateMatricule(tx, e.employeId, matricule);
    await journaliser(tx, actor, {
      entite: 'employe',
      entiteId: e.employeId,
      action: 'MODIFICATION',
      avant: { ...e.avant, cause: null },
      apres: { genre, nom, prenom, dateDeNaissance, telephonePro, matricule, cause },
      employeId: e.employeId,
      etablissementId: e.etablissementId,
    });
  }
}
