import type { apiRoutes, BodyOf, Delegation, Personne } from '@roulement/contract';
import { peutVoirEtablissement } from '@roulement/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { comparerFr } from '../../lib/tri';
import { scopeOfEtablissement } from '../etablissement/etablissement.service';
import {
  type DelegationRow,
  findDelegation,
  isCollegue,
  listCollegues,
  listDelegationsEnCours,
} from './delegation.lecture';
import { canRevoquerDelegation, canVoirDelegation, erreursDelegation } from './delegation.policy';
import { insertDelegation, revoquerDelegationRow } from './delegation.repository';

const ETABLISSEMENT_INTROUVABLE = 'Établissement introuvable';
const DELEGATION_INTROUVABLE = 'Délégation introuvable';
const NON_SALARIE = "Seuls les salariés de l'établissement peuvent y déléguer leurs validations";
const DELEGATAIRE_HORS_ETABLISSEMENT = "Ce collègue n'est pas salarié de l'établissement";
const REVOCATION_INTERDITE = 'Seul celui qui a donné la délégation peut la révoquer';
const DEJA_REVOQUEE = 'Cette délégation est déjà révoquée';
const TERMINEE = 'Cette délégation est terminée';

/**
 * The establishment the actor delegates in: 404 when they hold no role there (its existence is not
 * revealed), 403 when they see it without being one of its employees.
 */
async function loadEtablissementDelegable(db: DbOrTx, actor: Actor, etablissementId: number, aujourdhui: string) {
  const scope = await scopeOfEtablissement(db, etablissementId);
  if (!scope || !peutVoirEtablissement(actor, scope)) throw notFound(ETABLISSEMENT_INTROUVABLE);
  if (!(await isCollegue(db, etablissementId, actor.utilisateurId, aujourdhui))) throw forbidden(NON_SALARIE);
  return scope;
}

function toDelegation(actor: Actor, row: DelegationRow): Delegation {
  return {
    delegationId: row.delegationId,
    delegant: { utilisateurId: row.delegantId, nomComplet: row.delegantNom, email: row.delegantEmail },
    delegataire: { utilisateurId: row.delegataireId, nomComplet: row.delegataireNom, email: row.delegataireEmail },
    etablissementId: row.etablissementId,
    raisonSociale: row.raisonSociale,
    dateDebut: row.dateDebut,
    dateFin: row.dateFin,
    abilities: { revoquer: canRevoquerDelegation(actor, row) },
  };
}

/** GET /delegation: the actor's delegations, given and received, in progress or to come. */
export async function listerDelegations(db: DbOrTx, actor: Actor) {
  const rows = await listDelegationsEnCours(db, actor.utilisateurId, todayInParis());
  return {
    donnees: rows.filter((r) => r.delegantId === actor.utilisateurId).map((r) => toDelegation(actor, r)),
    recues: rows.filter((r) => r.delegataireId === actor.utilisateurId).map((r) => toDelegation(actor, r)),
  };
}

/** GET /delegation/candidats: the colleagues the actor may delegate to, in French order. */
export async function listerCandidatsDelegation(db: Db, actor: Actor, etablissementId: number): Promise<Personne[]> {
  const aujourdhui = todayInParis();
  await loadEtablissementDelegable(db, actor, etablissementId, aujourdhui);
  const collegues = await listCollegues(db, etablissementId, aujourdhui);
  return collegues
    .filter((c) => c.utilisateurId !== actor.utilisateurId)
    .sort((a, b) => comparerFr(a.nom, b.nom) || comparerFr(a.prenom, b.prenom))
    .map((c) => ({ utilisateurId: c.utilisateurId, nomComplet: `${c.prenom} ${c.nom}`, email: c.email }));
}

/** POST /delegation: the actor lets a colleague act on their validations during a period. */
export async function creerDelegation(
  db: Db,
  actor: Actor,
  body: BodyOf<typeof apiRoutes.delegation.creer>,
): Promise<Delegation> {
  const aujourdhui = todayInParis();
  await loadEtablissementDelegable(db, actor, body.etablissementId, aujourdhui);
  const erreurs = erreursDelegation(actor, body, aujourdhui);
  if (!erreurs.delegataireId && !(await isCollegue(db, body.etablissementId, body.delegataireId, aujourdhui))) {
    erreurs.delegataireId = DELEGATAIRE_HORS_ETABLISSEMENT;
  }
  const [premiere] = Object.values(erreurs);
  if (premiere) throw badRequest(premiere, { fieldErrors: erreurs });
  const delegationId = await db.transaction(async (tx) => {
    const id = await insertDelegation(tx, { ...body, delegantId: actor.utilisateurId });
    await journaliser(tx, actor, {
      entite: 'delegation',
      entiteId: id,
      action: 'CREATION',
      apres: { ...body },
      employeId: null,
      etablissementId: body.etablissementId,
    });
    return id;
  });
  return toDelegation(actor, (await findDelegation(db, delegationId))!);
}

/** DELETE /delegation/:id: the delegant (or the Administrateur) ends it now; answers the actor's list. */
export async function revoquerDelegation(db: Db, actor: Actor, delegationId: number) {
  const row = await findDelegation(db, delegationId);
  if (!row || !canVoirDelegation(actor, row)) throw notFound(DELEGATION_INTROUVABLE);
  if (!canRevoquerDelegation(actor, row)) throw forbidden(REVOCATION_INTERDITE);
  if (row.revoqueeLe) throw conflict(DEJA_REVOQUEE);
  if (row.dateFin < todayInParis()) throw conflict(TERMINEE);
  await db.transaction(async (tx) => {
    const maintenant = new Date();
    if (!(await revoquerDelegationRow(tx, delegationId, maintenant))) throw conflict(DEJA_REVOQUEE);
    await journaliser(tx, actor, {
      entite: 'delegation',
      entiteId: delegationId,
      action: 'MODIFICATION',
      avant: { revoqueeLe: null },
      apres: { revoqueeLe: maintenant },
      employeId: null,
      etablissementId: row.etablissementId,
    });
  });
  return listerDelegations(db, actor);
}
