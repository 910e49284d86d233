import { randomBytes } from 'node:crypto';
import { CHAMP_EMPLOYE_EXISTANT, type EmployeCreationBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import type { Actor } from '../../../lib/actor';
import { todayInParis } from '../../../lib/dates';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors';
import { finDeTrimestre } from '../../../lib/jours';
import { refreshRolesOf } from '../../administration/acl.service';
import { findUtilisateurByEmail, findUtilisateurById, insertUtilisateur } from '../../auth/auth.repository';
import { hashPassword } from '../../auth/password-hash';
import { insertCredits } from '../../conges/conges.repository';
import { findEmployeOf, insertEmploye, insertMembres, listServices } from '../employe.repository';
import { chargerEtablissementGere } from '../employe.service';

type Body = z.output<typeof EmployeCreationBodySchema>;

/** Leave types of the initial balances (DOMAIN.md ids). */
const CONGES_PAYES = 1;
const CONGES_TRIMESTRIELS = 2;

const EMAIL_DEJA_UTILISE = 'Un utilisateur existe déjà avec cette adresse e-mail : recherchez-le';

/** Meets the password rules (spec §5), so that it can be typed back as it is. */
function motDePasseProvisoire(): string {
  return `${randomBytes(12).toString('base64url')}-Rp7`;
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
      nom: declare.nom,
      prenom: declare.prenom,
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

async function verifierServices(tx: DbOrTx, etablissementId: number, commandes: Body['createMembreCommands']) {
  const ids = commandes.map((c) => c.serviceId);
  if (new Set(ids).size !== ids.length) throw badRequest('Un service est cité deux fois');
  const services = new Map((await listServices(tx, ids)).map((s) => [s.id, s]));
  for (const id of ids) {
    if (services.get(id)?.etablissementId !== etablissementId) {
      throw badRequest(`Le service ${id} n'appartient pas à cet établissement`);
    }
  }
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
 * existing user, initial balances and service memberships, in one transaction. A new user gets a
 * temporary password by e-mail (docs/decisions/006-declaration-employe.md).
 */
export async function creerEmploye(ctx: AppContext, actor: Actor, body: Body): Promise<{ employeId: number }> {
  const motDePasse = body.utilisateur.utilisateurId === 0 ? motDePasseProvisoire() : undefined;
  // Hashing is slow on purpose: done before the transaction opens, but only for an actor allowed
  // to declare here (checked again inside), so no one else can spend the server's CPU on it.
  if (motDePasse) await chargerEtablissementGere(ctx.db, actor, body.etablissementId);
  const passwordHash = motDePasse ? await hashPassword(motDePasse) : undefined;
  const aujourdhui = todayInParis();
  let resultat: { employeId: number; email: string; prenom: string; raisonSociale: string };
  try {
    resultat = await ctx.db.transaction(async (tx) => {
      const etablissement = await chargerEtablissementGere(tx, actor, body.etablissementId);
      const utilisateur = await utilisateurDeclare(tx, body.utilisateur, passwordHash);
      const existant = await findEmployeOf(tx, utilisateur.id, etablissement.etablissementId);
      if (existant) throw dejaEmploye(existant.id);
      await verifierServices(tx, etablissement.etablissementId, body.createMembreCommands);
      const employe = await insertEmploye(tx, {
        utilisateurId: utilisateur.id,
        etablissementId: etablissement.etablissementId,
        emailPro: body.emailPro ?? null,
        delegueDuPersonnel: body.delegueDuPersonnel,
        administrateur: body.administrateur,
        soldeRecupInitial: body.soldeRecupInitial,
        dateEntreeAnciennete: body.dateEntreeAnciennete ?? null,
      });
      await insertMembres(
        tx,
        body.createMembreCommands.map((m) => ({
          serviceId: m.serviceId,
          employeId: employe.id,
          heuresHebdo: m.heuresHebdo,
        })),
      );
      await insertCredits(tx, creditsInitiaux(employe.id, body, aujourdhui));
      await refreshRolesOf(tx, [utilisateur.id]);
      return {
        employeId: employe.id,
        email: utilisateur.email,
        prenom: utilisateur.prenom,
        raisonSociale: etablissement.raisonSociale,
      };
    });
  } catch (error) {
    // Two declarations at once both pass the checks; the unique indexes stop the second.
    if (!isUniqueViolation(error)) throw error;
    const utilisateur = await findUtilisateurByEmail(ctx.db, body.utilisateur.email);
    const existant = utilisateur && (await findEmployeOf(ctx.db, utilisateur.id, body.etablissementId));
    throw existant ? dejaEmploye(existant.id) : conflict(EMAIL_DEJA_UTILISE);
  }
  if (motDePasse) await envoyerBienvenue(ctx, actor, resultat, motDePasse);
  return { employeId: resultat.employeId };
}

/**
 * Sent once the transaction is committed: a mail for an account that a rollback removed would
 * mislead. A refused mail does not undo the declaration (the Administrateur can set a password).
 */
async function envoyerBienvenue(
  ctx: AppContext,
  actor: Actor,
  cible: { email: string; prenom: string; raisonSociale: string },
  motDePasse: string,
): Promise<void> {
  try {
    await ctx.mailer.send(ctx.db, {
      to: cible.email,
      subject: 'Roulement — votre compte',
      text: [
        `Bonjour ${cible.prenom},`,
        '',
        `${actor.username} vous a déclaré(e) comme employé(e) de ${cible.raisonSociale} dans Roulement.`,
        '',
        `Identifiant : ${cible.email}`,
        `Mot de passe provisoire : ${motDePasse}`,
        '',
        'Connectez-vous, puis changez ce mot de passe dans votre profil (Informations, « Changer le mot de passe »).',
        '',
      ].join('\n'),
    });
  } catch (error) {
    ctx.log.warn({ err: error, to: cible.email }, 'welcome mail refused');
  }
}
