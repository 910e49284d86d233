import { createHash, randomBytes } from 'node:crypto';
import {
  type Authentification,
  LIEN_DEJA_UTILISE,
  LIEN_EXPIRE,
  LIEN_INVALIDE,
  type LienInfo,
  type MotDePasseParLienBody,
} from '@roulement/contract';
import type { AppContext } from '../../app-context';
import type { Db, DbOrTx } from '../../db/client';
import { journaliser } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Mail } from '../../lib/mailer';
import { findUtilisateurById, remplacerHash, type UtilisateurRow } from './auth.repository';
import {
  annulerLiensEnCours,
  consommerLien,
  findLienByHash,
  insertLien,
  type LienRow,
  type TypeLien,
} from './lien.repository';
import { hashPassword } from './password-hash';
import { ouvrirSession } from './sessions';

const CHEMIN: Record<TypeLien, string> = { INVITATION: '/invitation', REINITIALISATION: '/reinitialisation' };

/** Hex SHA-256: the token has 256 random bits, so a fast hash is enough to keep it unreadable. */
export const hashJeton = (jeton: string) => createHash('sha256').update(jeton).digest('hex');

/**
 * Creates a link for the user, voiding their earlier ones of the same type, and answers its URL
 * (the only place the token exists in clear: the e-mail).
 */
export async function creerLien(
  tx: DbOrTx,
  appUrl: string,
  utilisateurId: number,
  type: TypeLien,
  dureeMs: number,
  maintenant = new Date(),
): Promise<string> {
  const jeton = randomBytes(32).toString('base64url');
  await annulerLiensEnCours(tx, utilisateurId, maintenant, type);
  await insertLien(tx, {
    utilisateurId,
    type,
    jetonHash: hashJeton(jeton),
    expireLe: new Date(maintenant.getTime() + dureeMs),
  });
  return `${appUrl.replace(/\/+$/, '')}${CHEMIN[type]}/${jeton}`;
}

/**
 * Writes the mail in the caller's transaction, so the link and its e-mail exist together or not
 * at all. The mail worker sends it after commit: a mail server that is down never undoes the action.
 */
export async function envoyerDansTransaction(ctx: AppContext, tx: DbOrTx, mail: Mail): Promise<void> {
  await ctx.mailer.send(tx, mail);
}

/** The link and its user if the link can still be used; a French reason otherwise. */
async function lienUtilisable(
  db: DbOrTx,
  type: TypeLien,
  jeton: string,
  maintenant: Date,
): Promise<{ lien: LienRow; utilisateur: UtilisateurRow }> {
  const lien = await findLienByHash(db, hashJeton(jeton));
  const utilisateur = lien?.type === type ? await findUtilisateurById(db, lien.utilisateurId) : undefined;
  // A disabled or deleted account opens with no link; saying so would tell the link is real.
  if (!lien || !utilisateur?.actif) throw notFound(LIEN_INVALIDE);
  if (lien.utiliseLe) throw conflict(LIEN_DEJA_UTILISE);
  if (lien.expireLe <= maintenant) throw conflict(LIEN_EXPIRE);
  return { lien, utilisateur };
}

/** Whom the link is for, so the page can greet them before they choose a password. */
export async function verifierLien(db: Db, type: TypeLien, jeton: string): Promise<LienInfo> {
  const { utilisateur } = await lienUtilisable(db, type, jeton, new Date());
  return { email: utilisateur.email, nomComplet: `${utilisateur.prenom} ${utilisateur.nom}` };
}

/**
 * Sets the password chosen through a link (the contract has checked the rules of spec §5), uses
 * the link up, closes the other ways in, and signs the user in.
 */
export async function choisirMotDePasse(
  ctx: AppContext,
  type: TypeLien,
  body: MotDePasseParLienBody,
): Promise<Authentification> {
  const { lien, utilisateur } = await lienUtilisable(ctx.db, type, body.jeton, new Date());
  // Hashing is slow on purpose: done before the transaction opens.
  const passwordHash = await hashPassword(body.password);
  const version = await ctx.db.transaction(async (tx) => {
    const maintenant = new Date();
    if (!(await consommerLien(tx, lien.id, maintenant))) {
      // Used or expired between the check and now (the same link sent twice at once).
      throw new AppError('CONFLICT', lien.expireLe <= maintenant ? LIEN_EXPIRE : LIEN_DEJA_UTILISE);
    }
    // The new hash raises the token version (trigger): every session opened before ends.
    const nouvelle = await remplacerHash(tx, utilisateur.id, passwordHash);
    await annulerLiensEnCours(tx, utilisateur.id, maintenant);
    // The user proved who they are by the link: they are the actor. That it changed, never the hash.
    await journaliser(
      tx,
      { utilisateurId: utilisateur.id },
      {
        entite: 'utilisateur',
        entiteId: utilisateur.id,
        action: 'MODIFICATION',
        apres: { motDePasse: type === 'INVITATION' ? 'choisi (invitation)' : 'réinitialisé' },
        employeId: null,
        etablissementId: null,
      },
    );
    return nouvelle;
  });
  return ouvrirSession(ctx, utilisateur, version);
}
