import {
  abilitiesEtablissement,
  type apiRoutes,
  type BodyOf,
  type Comptable,
  type ComptableCandidat,
  type Comptables,
  peutVoirEtablissement,
} from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { refreshRolesOf } from '../auth/acl.service';
import {
  deleteComptable,
  insertComptable,
  listCandidatsComptables,
  listComptables,
  utilisateurExiste,
} from './comptable.lecture';
import { scopeOfEtablissement } from './etablissement.service';
import { assertMemeEtablissement, ETABLISSEMENT_INTROUVABLE, verrouillerPour } from './etablissement-admin.service';

type Routes = typeof apiRoutes.comptable;
const REFUS = "Seuls le directeur et les administrateurs de l'établissement gèrent ses comptables";

/** The list, each accountant with their user as the spec shows them. */
async function comptablesDe(db: DbOrTx, id: number): Promise<Comptables> {
  const rows = await listComptables(db, id);
  const comptables: Comptable[] = rows.map(({ prenom, nom, ...c }) => ({
    ...c,
    utilisateur: { utilisateurId: c.utilisateurId, prenom, nom, nomComplet: c.nomComplet, email: c.email },
  }));
  return { succes: true, comptables };
}

/** The accountant dialog's choices: to those who manage the accountants (403 otherwise). */
export async function listerCandidatsComptables(db: Db, actor: Actor, id: number): Promise<ComptableCandidat[]> {
  const etab = await scopeOfEtablissement(db, id);
  if (!etab || !peutVoirEtablissement(actor, etab)) throw notFound(ETABLISSEMENT_INTROUVABLE);
  if (!abilitiesEtablissement(actor, etab).gererComptables) throw forbidden(REFUS);
  return listCandidatsComptables(db, id);
}

export async function listerComptables(db: Db, actor: Actor, id: number): Promise<Comptables> {
  const etab = await scopeOfEtablissement(db, id);
  if (!etab || !peutVoirEtablissement(actor, etab)) throw notFound(ETABLISSEMENT_INTROUVABLE);
  return comptablesDe(db, id);
}

/** One change of the accountants: its history row and the user's COMPTABLE roles, in one transaction. */
async function changer(tx: Tx, actor: Actor, id: number, utilisateurId: number, action: 'CREATION' | 'SUPPRESSION') {
  await journaliser(tx, actor, {
    entite: 'comptable',
    entiteId: utilisateurId,
    action,
    ...(action === 'CREATION'
      ? { apres: { etablissementId: id, utilisateurId } }
      : { avant: { etablissementId: id, utilisateurId } }),
    employeId: null,
    etablissementId: id,
  });
  await refreshRolesOf(tx, [utilisateurId]);
  return comptablesDe(tx, id);
}

export function ajouterComptable(db: Db, actor: Actor, id: number, body: BodyOf<Routes['ajouter']>) {
  assertMemeEtablissement(id, body);
  const utilisateurId = body.nouveauComptableUtilisateurId;
  return db.transaction(async (tx) => {
    await verrouillerPour(tx, actor, id, 'gererComptables', REFUS);
    if (!(await utilisateurExiste(tx, utilisateurId))) {
      const message = 'Utilisateur introuvable';
      throw badRequest(message, { fieldErrors: { nouveauComptableUtilisateurId: message } });
    }
    if (!(await insertComptable(tx, id, utilisateurId))) throw conflict("Déjà comptable de l'établissement");
    return changer(tx, actor, id, utilisateurId, 'CREATION');
  });
}

export function retirerComptable(db: Db, actor: Actor, id: number, body: BodyOf<Routes['retirer']>) {
  assertMemeEtablissement(id, body);
  const utilisateurId = body.ancienComptableUtilisateurId;
  return db.transaction(async (tx) => {
    await verrouillerPour(tx, actor, id, 'gererComptables', REFUS);
    if (!(await deleteComptable(tx, id, utilisateurId)))
      throw notFound("Ce comptable n'est pas celui de l'établissement");
    return changer(tx, actor, id, utilisateurId, 'SUPPRESSION');
  });
}
