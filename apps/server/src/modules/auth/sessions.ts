import type { Authentification } from '@roulement/contract';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../lib/actor';
import { rolesOf } from './acl.service';
import type { UtilisateurRow } from './auth.repository';

/**
 * The answer of a sign-in, by password or by a link: a token of the user's current version, which
 * this process learns at once (the others through the notification).
 */
export async function ouvrirSession(ctx: AppContext, row: UtilisateurRow, version: number): Promise<Authentification> {
  ctx.revocations.connu(row.id, version);
  const roles = await rolesOf(ctx.db, row.id);
  const actor: Actor = { utilisateurId: row.id, username: row.email, roles };
  return {
    tokenType: 'Bearer',
    accessToken: await ctx.tokens.sign(actor, version),
    username: row.email,
    roles,
    utilisateurId: row.id,
  };
}
