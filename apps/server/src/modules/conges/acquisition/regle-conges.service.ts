import type { RegleCongesBody, ReglesConges } from '@roulement/contract';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { findAssociationEtEtablissements } from './regle-conges.lecture';
import { canCreerRegle, canVoirRegles } from './regle-conges.policy';
import { colonnesDe, insertVersion, listVersions } from './regle-conges.repository';

const dateFr = (iso: string) => iso.split('-').reverse().join('/');

/** Outside the actor's associations the association does not exist for them (404). */
async function loadAssociationVisible(db: DbOrTx, actor: Actor, associationId: number) {
  const association = await findAssociationEtEtablissements(db, associationId);
  if (!association || !canVoirRegles(actor, association.etablissements)) throw notFound('Association introuvable');
  return association;
}

/** GET /conges/regles/{associationId}: every version, the latest first. */
export async function lireRegles(db: DbOrTx, actor: Actor, associationId: number): Promise<ReglesConges> {
  const association = await loadAssociationVisible(db, actor, associationId);
  return {
    associationId,
    association: association.nom,
    versions: await listVersions(db, associationId),
    abilities: { creer: canCreerRegle(actor, association.etablissements) },
  };
}

/**
 * POST /conges/regles/{associationId}: a new version from its date. Versions are only added,
 * after the latest one: the periods already credited keep the version they were credited with,
 * and the history of versions reads as the association decided it (decision 051).
 */
export async function creerRegle(
  db: Db,
  actor: Actor,
  associationId: number,
  body: RegleCongesBody,
): Promise<ReglesConges> {
  return db.transaction(async (tx) => {
    const association = await loadAssociationVisible(tx, actor, associationId);
    if (!canCreerRegle(actor, association.etablissements)) {
      throw forbidden('Seul un administrateur du siège ajoute une version des règles de congés');
    }
    const [derniere] = await listVersions(tx, associationId);
    if (derniere && body.dateDebut <= derniere.dateDebut) {
      const message = `La nouvelle version commence après la dernière, en vigueur depuis le ${dateFr(derniere.dateDebut)}`;
      throw badRequest(message, { fieldErrors: { dateDebut: message } });
    }
    const id = await insertVersion(tx, associationId, body);
    await journaliser(tx, actor, {
      entite: 'regle_conges',
      entiteId: id,
      action: 'CREATION',
      apres: colonnesDe(body),
      employeId: null,
      etablissementId: null,
    });
    return lireRegles(tx, actor, associationId);
  });
}
