import {
  type ConnexionBody,
  type EtablissementScope,
  type InscriptionBody,
  MESSAGE_CONNEXION_REFUSEE,
  MOT_DE_PASSE_ACTUEL_INCORRECT,
  MOT_DE_PASSE_ACTUEL_OBLIGATOIRE,
  type PasswordBody,
  type Utilisateur,
  type UtilisateurDeclareSchema,
  type UtilisateurTrouve,
} from '@roulement/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { refreshRolesOf, rolesOf } from './acl.service';
import { canEditUtilisateur, canSearchAnyUtilisateur, canSeeUtilisateur } from './auth.policy';
import {
  findUtilisateurByEmail,
  findUtilisateurById,
  hasAvatar,
  insertUtilisateur,
  insertUtilisateurs,
  remplacerHash,
  type UtilisateurRow,
  updateUtilisateur,
} from './auth.repository';
import { findEtablissementsOfUtilisateur } from './etablissements-utilisateur.lecture';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password-hash';
import { ouvrirSession } from './sessions';
import type { Jeton } from './token';

/** Establishments a user is employed in, with their head office: the scope other domains check. */
export function etablissementsOfUtilisateur(db: DbOrTx, utilisateurId: number): Promise<EtablissementScope[]> {
  return findEtablissementsOfUtilisateur(db, utilisateurId);
}

export async function toUtilisateur(db: DbOrTx, row: UtilisateurRow): Promise<Utilisateur> {
  // One after the other: inside a transaction, statements share one connection anyway.
  const roles = await rolesOf(db, row.id);
  const avatar = await hasAvatar(db, row.id);
  return {
    utilisateurId: row.id,
    username: row.email,
    roles,
    genre: row.genre,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    dateDeNaissance: row.dateDeNaissance,
    telephonePro: row.telephonePro,
    hasAvatar: avatar,
    nomComplet: `${row.prenom} ${row.nom}`,
  };
}

/** Same answer, same time, whether the e-mail is unknown, the password wrong or the user disabled. */
export async function connexion(ctx: AppContext, body: ConnexionBody) {
  const row = await findUtilisateurByEmail(ctx.db, body.email.trim());
  const valid = await verifyPassword(body.password, row?.passwordHash ?? (await decoyHash()));
  if (!row || !valid || !row.actif || row.supprimeLe)
    throw new AppError('INVALID_CREDENTIALS', MESSAGE_CONNEXION_REFUSEE);
  let version = row.jetonVersion;
  // The only moment the clear password is at hand: bring an older hash up to today's parameters.
  // The trigger raises the version, as for any new hash; tokens from before the version existed
  // are refused anyway, so this costs no session that still worked.
  if (needsRehash(row.passwordHash)) {
    version = await remplacerHash(ctx.db, row.id, await hashPassword(body.password));
  }
  return ouvrirSession(ctx, row, version);
}

const EMAIL_DEJA_UTILISE = 'Un utilisateur existe déjà avec cette adresse e-mail';
const emailDejaUtilise = () =>
  new AppError('CONFLICT', EMAIL_DEJA_UTILISE, {
    errors: [EMAIL_DEJA_UTILISE],
    fieldErrors: { email: EMAIL_DEJA_UTILISE },
  });

export async function inscription(db: Db, body: InscriptionBody): Promise<Utilisateur> {
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      if (await findUtilisateurByEmail(tx, body.email)) throw emailDejaUtilise();
      const row = await insertUtilisateur(tx, {
        email: body.email,
        genre: body.genre,
        nom: body.nom,
        prenom: body.prenom,
        passwordHash,
      });
      await refreshRolesOf(tx, [row.id]);
      await journaliser(
        tx,
        { utilisateurId: row.id },
        {
          entite: 'utilisateur',
          entiteId: row.id,
          action: 'CREATION',
          apres: { email: row.email, genre: row.genre, nom: row.nom, prenom: row.prenom },
          employeId: null,
          etablissementId: null,
        },
      );
      return toUtilisateur(tx, row);
    });
  } catch (error) {
    // Two registrations of one e-mail at once both pass the check; the unique index stops the second.
    if (isUniqueViolation(error)) throw emailDejaUtilise();
    throw error;
  }
}

/** Declaring an employee with an e-mail already taken: the form offers to search that user instead. */
export const EMAIL_A_RECHERCHER = 'Un utilisateur existe déjà avec cette adresse e-mail : recherchez-le';
const EMAIL_NE_CORRESPOND_PAS = "L'adresse e-mail ne correspond pas à l'utilisateur choisi";

/**
 * For another domain declaring someone (an employee), inside its transaction: the new user when
 * utilisateurId is 0, with the hash the caller prepared before opening it; otherwise the existing
 * user of that id, who must have that e-mail. The caller refreshes the roles once its rows exist.
 */
export async function declarerUtilisateur(
  tx: DbOrTx,
  declare: z.output<typeof UtilisateurDeclareSchema>,
  passwordHash: string | undefined,
): Promise<UtilisateurRow> {
  if (declare.utilisateurId === 0) {
    if (await findUtilisateurByEmail(tx, declare.email)) throw conflict(EMAIL_A_RECHERCHER);
    if (!declare.nom || !declare.prenom || !passwordHash) throw new Error('a new user needs names and a hash');
    return insertUtilisateur(tx, {
      email: declare.email,
      genre: declare.genre,
      nom: declare.nom,
      prenom: declare.prenom,
      passwordHash,
    });
  }
  const existant = await findUtilisateurById(tx, declare.utilisateurId);
  if (!existant) throw notFound('Utilisateur introuvable');
  if (existant.email !== declare.email) {
    throw badRequest(EMAIL_NE_CORRESPOND_PAS, { fieldErrors: { 'utilisateur.email': EMAIL_NE_CORRESPOND_PAS } });
  }
  return existant;
}

/**
 * New accounts of an import, in one statement: the e-mails were checked free by the caller's plan,
 * and the unique index stops one taken in between (the caller's transaction then fails whole).
 */
export function declarerUtilisateursImportes(
  tx: DbOrTx,
  comptes: Pick<UtilisateurRow, 'email' | 'genre' | 'nom' | 'prenom' | 'dateDeNaissance' | 'telephonePro'>[],
  passwordHash: string,
): Promise<UtilisateurRow[]> {
  return insertUtilisateurs(
    tx,
    comptes.map((c) => ({ ...c, passwordHash })),
  );
}

/** An import's update of an account's identity; the caller writes the history row. */
export function ecrireIdentite(
  tx: DbOrTx,
  utilisateurId: number,
  identite: Pick<UtilisateurRow, 'genre' | 'nom' | 'prenom' | 'dateDeNaissance' | 'telephonePro'>,
): Promise<void> {
  return updateUtilisateur(tx, utilisateurId, identite);
}

/** The id of the user with this e-mail, for a caller that lost a race on the unique index. */
export async function utilisateurIdParEmail(db: DbOrTx, email: string): Promise<number | undefined> {
  return (await findUtilisateurByEmail(db, email))?.id;
}

/** Loads a user the actor may see; 404 otherwise, so existence is not revealed. */
async function loadVisible(db: DbOrTx, actor: Actor, id: number): Promise<UtilisateurRow> {
  const row = await findUtilisateurById(db, id);
  if (!row) throw notFound('Utilisateur introuvable');
  if (!canSeeUtilisateur(actor, id, await etablissementsOfUtilisateur(db, id)))
    throw notFound('Utilisateur introuvable');
  return row;
}

async function loadEditable(db: DbOrTx, actor: Actor, id: number): Promise<UtilisateurRow> {
  const row = await loadVisible(db, actor, id);
  if (!canEditUtilisateur(actor, id))
    throw forbidden("Seul l'utilisateur lui-même ou un administrateur peut le modifier");
  return row;
}

/**
 * The full record of oneself or of a user of the actor's establishments; of anyone else, only
 * what declaring them as an employee needs (issue 11: no birth date, phone or roles leak).
 */
export async function rechercherParEmail(db: Db, actor: Actor, email: string): Promise<UtilisateurTrouve> {
  const row = await findUtilisateurByEmail(db, email);
  const allowed = row && !row.supprimeLe && (row.id === actor.utilisateurId || canSearchAnyUtilisateur(actor));
  if (!row || !allowed) throw notFound('Aucun utilisateur avec cette adresse e-mail');
  if (canSeeUtilisateur(actor, row.id, await etablissementsOfUtilisateur(db, row.id))) return toUtilisateur(db, row);
  return { utilisateurId: row.id, nomComplet: `${row.prenom} ${row.nom}` };
}

export async function modifierUtilisateur(
  db: Db,
  actor: Actor,
  id: number,
  body: {
    utilisateurId?: number | undefined;
    genre: 'Mr' | 'Mme';
    nom: string;
    prenom: string;
    dateDeNaissance: string | null;
    telephonePro: string | null;
  },
): Promise<Utilisateur> {
  if (body.utilisateurId !== undefined && body.utilisateurId !== id) {
    throw new AppError('BAD_REQUEST', "L'identifiant du corps ne correspond pas à celui du chemin");
  }
  return db.transaction(async (tx) => {
    const avant = await loadEditable(tx, actor, id);
    const { genre, nom, prenom, dateDeNaissance, telephonePro } = body;
    const valeurs = { genre, nom, prenom, dateDeNaissance, telephonePro };
    await updateUtilisateur(tx, id, valeurs);
    // A user belongs to no one establishment: the employee's history finds the row by entiteId.
    await journaliser(tx, actor, {
      entite: 'utilisateur',
      entiteId: id,
      action: 'MODIFICATION',
      avant,
      apres: valeurs,
      employeId: null,
      etablissementId: null,
    });
    const updated = await findUtilisateurById(tx, id);
    if (!updated) throw notFound('Utilisateur introuvable');
    return toUtilisateur(tx, updated);
  });
}

const motDePasseActuel = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { errors: [message], fieldErrors: { currentPassword: message } });

/**
 * One's own password needs the current one (a token left on a shared computer must not be enough
 * to take the account). Every token of the user stops working: the trigger raises their version.
 */
export async function changerMotDePasse(ctx: AppContext, actor: Actor, id: number, body: PasswordBody): Promise<null> {
  if (body.utilisateurId !== undefined && body.utilisateurId !== id) {
    throw new AppError('BAD_REQUEST', "L'identifiant du corps ne correspond pas à celui du chemin");
  }
  const row = await loadEditable(ctx.db, actor, id);
  if (actor.utilisateurId === id) {
    if (!body.currentPassword) throw motDePasseActuel(MOT_DE_PASSE_ACTUEL_OBLIGATOIRE);
    if (!(await verifyPassword(body.currentPassword, row.passwordHash)))
      throw motDePasseActuel(MOT_DE_PASSE_ACTUEL_INCORRECT);
  }
  const passwordHash = await hashPassword(body.newPassword);
  const version = await ctx.db.transaction(async (tx) => {
    const nouvelle = await remplacerHash(tx, id, passwordHash);
    // That it changed, never the hash.
    await journaliser(tx, actor, {
      entite: 'utilisateur',
      entiteId: id,
      action: 'MODIFICATION',
      apres: { motDePasse: 'modifié' },
      employeId: null,
      etablissementId: null,
    });
    return nouvelle;
  });
  // This process knows at once; the others through the notification.
  ctx.revocations.connu(id, version);
  return null;
}

/** Ends the session of the token that made the call, in every process. */
export async function deconnexion(ctx: AppContext, jeton: Jeton): Promise<null> {
  await ctx.revocations.terminer(ctx.db, jeton.actor.utilisateurId, jeton.sessionId, jeton.expireA);
  return null;
}

export { loadEditable, loadVisible };
