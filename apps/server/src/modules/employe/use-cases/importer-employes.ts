import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliserChacun } from '../../../lib/audit';
import { refreshRolesOf } from '../../auth/acl.service';
import { declarerUtilisateursImportes, ecrireIdentite } from '../../auth/auth.service';
import { insertEmployes, updateMatricule } from '../employe.repository';

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
 * naming the import as the cause; accounts, employees and history rows go in one statement each,
 * so 2,000 lines take seconds, not a minute. New accounts share one hash of a secret nobody knows
 * (decision 097): hashing 2,000 secrets would take minutes, and the invitation sets the password.
 */
export async function declarerEmployesImportes(
  tx: Tx,
  actor: Actor,
  employes: EmployeADeclarer[],
  passwordHash: string,
  cause: string,
): Promise<number[]> {
  const comptes = await declarerUtilisateursImportes(
    tx,
    employes
      .filter((e) => e.utilisateurId === null)
      .map(({ genre, nom, prenom, email, dateDeNaissance, telephonePro }) => ({
        genre,
        nom,
        prenom,
        email,
        dateDeNaissance,
        telephonePro,
      })),
    passwordHash,
  );
  const parEmail = new Map(comptes.map((c) => [c.email, c.id]));
  const utilisateurIdDe = (e: EmployeADeclarer) => e.utilisateurId ?? (parEmail.get(e.email) as number);
  const crees = await insertEmployes(
    tx,
    employes.map((e) => ({
      utilisateurId: utilisateurIdDe(e),
      etablissementId: e.etablissementId,
      matricule: e.matricule,
    })),
  );
  const parCle = new Map(crees.map((c) => [`${c.etablissementId}:${c.utilisateurId}`, c]));
  await journaliserChacun(
    tx,
    actor,
    employes.map((e) => {
      const employe = parCle.get(`${e.etablissementId}:${utilisateurIdDe(e)}`);
      if (!employe) throw new Error('an imported employee was not inserted');
      const { nom, prenom, email, dateDeNaissance, telephonePro } = e;
      return {
        entite: 'employe',
        entiteId: employe.id,
        action: 'CREATION',
        apres: { ...employe, nom, prenom, email, dateDeNaissance, telephonePro, cause },
        employeId: employe.id,
        etablissementId: e.etablissementId,
      };
    }),
  );
  if (employes.length > 0) await refreshRolesOf(tx, employes.map(utilisateurIdDe));
  return comptes.map((c) => c.id);
}

/** Updates the identity and payroll number of already declared employees, with their history. */
export async function modifierEmployesImportes(
  tx: Tx,
  actor: Actor,
  employes: EmployeAModifier[],
  cause: string,
): Promise<void> {
  for (const e of employes) {
    const { genre, nom, prenom, dateDeNaissance, telephonePro } = e.apres;
    await ecrireIdentite(tx, e.utilisateurId, { genre, nom, prenom, dateDeNaissance, telephonePro });
    if (e.avant.matricule !== e.apres.matricule) await updateMatricule(tx, e.employeId, e.apres.matricule);
  }
  await journaliserChacun(
    tx,
    actor,
    employes.map((e) => {
      const { genre, nom, prenom, dateDeNaissance, telephonePro, matricule } = e.apres;
      return {
        entite: 'employe',
        entiteId: e.employeId,
        action: 'MODIFICATION',
        avant: { ...e.avant, cause: null },
        apres: { genre, nom, prenom, dateDeNaissance, telephonePro, matricule, cause },
        employeId: e.employeId,
        etablissementId: e.etablissementId,
      };
    }),
  );
}
