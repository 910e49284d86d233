import { randomBytes } from 'node:crypto';
import { CHAMP_EMPLOYE_EXISTANT, type EmployeCreationBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { finDeTrimestre, todayInParis } from '../../../lib/dates';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors';
import { refreshRolesOf } from '../../administration/acl.service';
import { findUtilisateurByEmail, findUtilisateurById, insertUtilisateur } from '../../auth/auth.repository';
import { inviter } from '../../auth/invitation.service';
import { hashPassword } from '../../auth/password-hash';
import { insertCredits } from '../../conges/conges.repository';
import { creerMembresDeclares, verifierServicesDeclares } from '../../service/membre.service';
import { findEmployeOf, insertEmploye } from '../employe.repository';
import { loadEtablissementGere } from '../employe.service';

type Body = z.output<typeof EmployeCreationBodySchema>;

/** Leave types of the initial balances (DOMAIN.md ids). */
const CONGES_PAYES = 1;
const CONGES_TRIMESTRIELS = 2;

const EMAIL_DEJA_UTILISE = 'Un utilisateur existe déjà avec cette adresse e-mail : recherchez-le';

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

/** The declared user: created when utilisateurId is 0, otherwise the existing one with that e-mail. */
async function utilisateurDeclare(tx: DbOrTx, declare: Body['utilisateur'], passwordHash: string | undefined) {
  if (declare.utilisateurId === 0) {
    if (await findUtilisateurByEmail(tx, declare.email)) throw conflict(EMAIL_DEJA_UTILISE);
    return insertUtilisateur(tx, {
      email: declare.email,
      genre: declare.genre,
      // The contract requires both names of a new user.
      nom: declare.nom!,
      prenom: declare.prenom!,
      passwordHash: passwordHash!,
    });
  }
  const existant = await findUtilisateurById(tx, declare.utilisateurId);
  if (!existant) throw notFound('Utilisateur introuvable');
  if (existant.email !== declare.email) {
    throw badRequest("L'adresse e-mail ne correspond pas à l'utilisateur choisi", {
      fieldErrors: { 'utilisateur.email': "L'adresse e-mail ne correspond pas à l'utilisateur choisi" },
    });
  }
  return existant;
}

const arrondi = (jours: number) => Math.round(jours * 100) / 100;

/** Initial balances become credits dated today, when not zero; quarterly days expire with the quarter. */
function creditsInitiaux(employeId: number, body: Body, aujourdhui: string) {
  const payes = arrondi(body.soldeInitialCongesPayes);
  const trimestriels = arrondi(body.soldeInitialCongesTrimestriels);
  const commun = { employeId, date: aujourdhui, exceptionnel: false, commentaire: 'Solde initial' };
  return [
    ...(payes !== 0 ? [{ ...commun, congesTypeId: CONGES_PAYES, nbJours: payes, dateExpiration: null }] : []),
    ...(trimestriels !== 0
      ? [
          {
            ...commun,
            congesTypeId: CONGES_TRIMESTRIELS,
            nbJours: trimestriels,
            dateExpiration: trimestriels > 0 ? finDeTrimestre(aujourdhui) : null,
          },
        ]
      : []),
  ];
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
      const utilisateur = await utilisateurDeclare(tx, body.utilisateur, passwordHash);
      const existant = await findEmployeOf(tx, utilisateur.id, etablissement.etablissementId);
      if (existant) throw dejaEmploye(existant.id);
      await verifierServicesDeclares(tx, etablissement.etablissementId, body.createMembreCommands);
      const employe = await insertEmploye(tx, {
        utilisateurId: utilisateur.id,
        etablissementId: etablissement.etablissementId,
        emailPro: body.emailPro ?? null,
        delegueDuPersonnel: body.delegueDuPersonnel,
        administrateur: body.administrateur,
        soldeRecupInitial: body.soldeRecupInitial,
        dateEntreeAnciennete: body.dateEntreeAnciennete ?? null,
      });
      await creerMembresDeclares(tx, employe.id, body.createMembreCommands);
      await insertCredits(tx, creditsInitiaux(employe.id, body, aujourdhui));
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
    const utilisateur = await findUtilisateurByEmail(ctx.db, body.utilisateur.email);
    const existant = utilisateur && (await findEmployeOf(ctx.db, utilisateur.id, body.etablissementId));
    throw existant ? dejaEmploye(existant.id) : conflict(EMAIL_DEJA_UTILISE);
  }
}
