import { createHash, randomBytes } from 'node:crypto';
import type { PremierAdministrateurBody, Utilisateur } from '@roulement/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { adresseApplication, type Env } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { lienPremierAdministrateur, utilisateur } from '../../db/schema';
import { journaliser } from '../../lib/audit';
import { AppError, conflict } from '../../lib/errors';
import { refreshRolesOf } from './acl.service';
import { findUtilisateurByEmail, insertUtilisateur } from './auth.repository';
import { toUtilisateur } from './auth.service';
import { hashPassword } from './password-hash';

const VALIDITE_MS = 24 * 60 * 60 * 1000;
const LIEN_INVALIDE = 'Ce lien de création du premier administrateur est invalide, expiré ou déjà utilisé';
const EMAIL_DEJA_UTILISE = 'Un utilisateur existe déjà avec cette adresse e-mail';

/** Only the hash is stored: reading the database does not give the link. */
const hacher = (jeton: string) => createHash('sha256').update(jeton).digest('hex');

async function aUnAdministrateur(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: utilisateur.id })
    .from(utilisateur)
    .where(and(eq(utilisateur.administrateurGlobal, true), eq(utilisateur.actif, true), isNull(utilisateur.supprimeLe)))
    .limit(1);
  return rows.length > 0;
}

const lienValide = (jetonHash: string) =>
  and(
    eq(lienPremierAdministrateur.jetonHash, jetonHash),
    isNull(lienPremierAdministrateur.utiliseLe),
    gt(lienPremierAdministrateur.expireLe, new Date()),
  );

async function emettre(db: DbOrTx): Promise<string> {
  const jeton = randomBytes(32).toString('base64url');
  await db
    .insert(lienPremierAdministrateur)
    .values({ jetonHash: hacher(jeton), expireLe: new Date(Date.now() + VALIDITE_MS) });
  return jeton;
}

/**
 * At start: a database without any Administrateur gets a single-use token, answered once so the
 * caller prints the link. Undefined when there is an administrator, or a link still unused and
 * unexpired (printed at an earlier start; `cli premier-administrateur` issues a new one).
 */
export async function preparerPremierAdministrateur(db: Db): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    if (await aUnAdministrateur(tx)) return undefined;
    const [enCours] = await tx
      .select({ h: lienPremierAdministrateur.jetonHash })
      .from(lienPremierAdministrateur)
      .where(and(isNull(lienPremierAdministrateur.utiliseLe), gt(lienPremierAdministrateur.expireLe, new Date())))
      .limit(1);
    return enCours ? undefined : emettre(tx);
  });
}

/** A new link, the older unused ones withdrawn: for an operator who lost the printed one. */
export async function nouveauLienPremierAdministrateur(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    if (await aUnAdministrateur(tx)) throw conflict('Un administrateur existe déjà : aucun lien à créer');
    await tx.delete(lienPremierAdministrateur).where(isNull(lienPremierAdministrateur.utiliseLe));
    return emettre(tx);
  });
}

/** The link to print: the token after `#`, so that opening it never writes it in an access log. */
export function lienDeCreation(env: Pick<Env, 'APP_URL' | 'PORT'>, jeton: string): string {
  return `${adresseApplication(env)}/premier-administrateur#jeton=${jeton}`;
}

/** Server start: prints the first-administrator link when one was just issued. */
export async function afficherLienPremierAdministrateur(
  db: Db,
  env: Pick<Env, 'APP_URL' | 'PORT'>,
  afficher: (ligne: string) => void,
): Promise<void> {
  const jeton = await preparerPremierAdministrateur(db);
  if (!jeton) return;
  afficher(
    `Aucun administrateur : créez le premier avec ce lien, valable 24 h et une seule fois (il ne sera plus affiché) : ${lienDeCreation(env, jeton)}`,
  );
}

/** POST /authentification/premier-administrateur: the link's token is spent with the creation. */
export async function creerPremierAdministrateur(db: Db, body: PremierAdministrateurBody): Promise<Utilisateur> {
  const jetonHash = hacher(body.jeton);
  // Checked before the (deliberately slow) hash, then again under lock.
  const [existe] = await db.select().from(lienPremierAdministrateur).where(lienValide(jetonHash));
  if (!existe) throw new AppError('NOT_FOUND', LIEN_INVALIDE);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [lien] = await tx.select().from(lienPremierAdministrateur).where(lienValide(jetonHash)).for('update');
      if (!lien) throw new AppError('NOT_FOUND', LIEN_INVALIDE);
      if (await aUnAdministrateur(tx)) throw conflict('Un administrateur existe déjà');
      if (await findUtilisateurByEmail(tx, body.email)) throw conflict(EMAIL_DEJA_UTILISE);
      const row = await insertUtilisateur(tx, {
        email: body.email,
        genre: body.genre,
        nom: body.nom,
        prenom: body.prenom,
        passwordHash,
        administrateurGlobal: true,
      });
      await tx
        .update(lienPremierAdministrateur)
        .set({ utiliseLe: new Date() })
        .where(eq(lienPremierAdministrateur.jetonHash, jetonHash));
      await refreshRolesOf(tx, [row.id]);
      // The first administrator creates themself: they are the actor of their own row.
      await journaliser(
        tx,
        { utilisateurId: row.id },
        {
          entite: 'utilisateur',
          entiteId: row.id,
          action: 'CREATION',
          apres: { email: row.email, nom: row.nom, prenom: row.prenom, administrateurGlobal: true },
          employeId: null,
          etablissementId: null,
        },
      );
      return toUtilisateur(tx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_DEJA_UTILISE);
    throw error;
  }
}
