import { randomBytes } from 'node:crypto';
import { CHAMP_EMPLOYE_EXISTANT, type EmployeCreationBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/errors';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { todayInParis } from '../../../lib/dates';
import { AppError, conflict } from '../../../lib/errors';
import { refreshRolesOf } from '../../auth/acl.service';
import { declarerUtilisateur, EMAIL_A_RECHERCHER, utilisateurIdParEmail } from '../../auth/auth.service';
import { inviter } from '../../auth/invitation.service';
import { hashPassword } from '../../auth/password-hash';
import { declarationDesMembres, soldesInitiaux } from '../declaration-ports';
import { findEmployeOf, insertEmploye } from '../employe.repository';
import { loadEtablissementGere } from '../employe.service';

type Body = z.output<typeof EmployeCreationBodySchema>;

/**
 * A new user chooses their password through the invitation; until then the account holds the
 * hash of a random secret nobody knows (a real hash, so signing in takes the usual time).
 */
function secretInconnu(): string {
  return randomBytes(32).toString('base64url');
}

function dejaEmploye(employeId: number): AppError {
  return new AppError('CONFLICT', 'Cet utilisateur est déjà employé de cet établissement', {
    fieldErrors: { [CHAMP_EMPLOYE_EXISTANT]: String(employeId) },
  });
}

/**
 * POST /employe (spec §2.11, §3): declares an employee of the establishment, with a new or an
 * existing user, initial balances and service memberships, in one transaction. A new user gets an
 * invitation link by e-mail, written in the same transaction (docs/decisions/011-invitations-et-mot-de-passe-oublie.md).
 */
export async function creerEmploye(ctx: AppContext, actor: Actor, body: Body): Promise<{ employeId: number }> {
  const nouveau = body.utilisateur.utilisateurId === 0;
  // Hashing is slow on purpose: done before the transaction opens, but only for an actor allowed
  // to declare here (checked again inside), so no one else can spend the server's CPU on it.
  if (nouveau) await loadEtablissementGere(ctx.db, actor, body.etablissementId);
  const passwordHash = nouveau ? await hashPassword(secretInconnu()) : undefined;
  const aujourdhui = todayInParis();
  try {
    return await ctx.db.transaction(async (tx) => {
      const etablissement = await loadEtablissementGere(tx, actor, body.etablissementId);
      const utilisateur = await declarerUtilisateur(tx, body.utilisateur, passwordHash);
      const existant = await findEmployeOf(tx, utilisateur.id, etablissement.etablissementId);
      if (existant) throw dejaEmploye(existant.id);
      await declarationDesMembres.get().verifier(tx, etablissement.etablissementId, body.createMembreCommands);
      const employe = await insertEmploye(tx, {
        utilisateurId: utilisateur.id,
        etablissementId: etablissement.etablissementId,
        emailPro: body.emailPro ?? null,
        delegueDuPersonnel: body.delegueDuPersonnel,
        administrateur: body.administrateur,
        soldeRecupInitial: body.soldeRecupInitial,
        dateEntreeAnciennete: body.dateEntreeAnciennete ?? null,
      });
      await declarationDesMembres.get().creer(tx, employe.id, body.createMembreCommands);
      await soldesInitiaux.get()(
        tx,
        employe.id,
        { congesPayes: body.soldeInitialCongesPayes, congesTrimestriels: body.soldeInitialCongesTrimestriels },
        aujourdhui,
      );
      await journaliser(tx, actor, {
        entite: 'employe',
        entiteId: employe.id,
        action: 'CREATION',
        apres: {
          ...employe,
          services: body.createMembreCommands.map((m) => m.serviceId).join(', ') || null,
          soldeInitialCongesPayes: body.soldeInitialCongesPayes,
          soldeInitialCongesTrimestriels: body.soldeInitialCongesTrimestriels,
        },
        employeId: employe.id,
        etablissementId: etablissement.etablissementId,
      });
      await refreshRolesOf(tx, [utilisateur.id]);
      if (nouveau) {
        await inviter(
          ctx,
          tx,
          { utilisateurId: utilisateur.id, email: utilisateur.email, prenom: utilisateur.prenom },
          { invitePar: actor.username, raisonSociale: etablissement.raisonSociale },
        );
      }
      return { employeId: employe.id };
    });
  } catch (error) {
    // Two declarations at once both pass the checks; the unique indexes stop the second.
    if (!isUniqueViolation(error)) throw error;
    const utilisateurId = await utilisateurIdParEmail(ctx.db, body.utilisateur.email);
    const existant = utilisateurId && (await findEmployeOf(ctx.db, utilisateurId, body.etablissementId));
    throw existant ? dejaEmploye(existant.id) : conflict(EMAIL_A_RECHERCHER);
  }
}
