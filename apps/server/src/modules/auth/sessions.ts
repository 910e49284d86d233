import type { Authentification } from '@roulement/contract';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { findRoles, type UtilisateurRow } from './auth.repository';
import { annulerLiensEnCours } from './lien.repository';

/**
 * Closes every other way into the account after its password was chosen through a link: the
 * links still pending (another forgotten-password mail, an old invitation) stop working. The
 * signed tokens already issued are revoked by the per-user token version of the sign-in module,
 * which this function is the one place to call.
 */
export async function revoquerSessions(tx: DbOrTx, utilisateurId: number, maintenant = new Date()): Promise<void> {
  await annulerLiensEnCours(tx, utilisateurId, maintenant);
}

/** The answer of a sign-in, for a user who has just proved who they are by a link. */
export async function ouvrirSession(ctx: AppContext, row: UtilisateurRow): Promise<Authentification> {
  const roles = await findRoles(ctx.db, row.id);
  const actor: Actor = { utilisateurId: row.id, username: row.email, roles };
  return {
    tokenType: 'Bearer',
    accessToken: await ctx.tokens.sign(actor),
    username: row.email,
    roles,
    utilisateurId: row.id,
  };
}
