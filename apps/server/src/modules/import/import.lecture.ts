import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employe, utilisateur } from '../../db/schema';

/** An account as the import compares it with a line. */
export interface CompteExistant {
  utilisateurId: number;
  email: string;
  genre: 'Mr' | 'Mme';
  nom: string;
  prenom: string;
  dateDeNaissance: string | null;
  telephonePro: string | null;
}

export interface EmployeExistant extends CompteExistant {
  employeId: number;
  etablissementId: number;
  matricule: string | null;
}

const colonnesCompte = {
  utilisateurId: utilisateur.id,
  email: utilisateur.email,
  genre: utilisateur.genre,
  nom: utilisateur.nom,
  prenom: utilisateur.prenom,
  dateDeNaissance: utilisateur.dateDeNaissance,
  telephonePro: utilisateur.telephonePro,
};

/** The employees of these establishments with their accounts: one query for the whole file. */
export function employesDesEtablissements(db: DbOrTx, etablissementIds: number[]): Promise<EmployeExistant[]> {
  if (etablissementIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...colonnesCompte,
      employeId: employe.id,
      etablissementId: employe.etablissementId,
      matricule: employe.matricule,
    })
    .from(employe)
    .innerJoin(utilisateur, eq(employe.utilisateurId, utilisateur.id))
    .where(inArray(employe.etablissementId, etablissementIds));
}

/** The accounts holding these e-mails (lower-cased, as stored), wherever they are employed. */
export function comptesParEmail(db: DbOrTx, emails: string[]): Promise<CompteExistant[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db.select(colonnesCompte).from(utilisateur).where(inArray(utilisateur.email, emails));
}
