import type { ReglesTravail, RegleTravailBody } from '@roulement/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { findAssociationEtEtablissements } from '../conges/acquisition/regle-conges.lecture';
import { canCreerRegle, canVoirRegles } from '../conges/acquisition/regle-conges.policy';
import { insertVersion, listVersions, lockAssociation } from './regle-travail.repository';

const dateFr = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The working-time rules are an association's settings, read and versioned as its leave rules are
 * (decision 050): its administrators read them, the head office's add a version.
 */
async function loadAssociationVisible(db: DbOrTx, actor: Actor, associationId: number) {
  const association = await findAssociationEtEtablissements(db, associationId);
  if (!association || !canVoirRegles(actor, association.etablissements)) throw notFound('Association introuvable');
  return association;
}

/** GET /couverture/regles/{associationId}: every version, the latest first. */
export async function lireReglesTravail(db: DbOrTx, actor: Actor, associationId: number): Promise<ReglesTravail> {
  const association = await loadAssociationVisible(db, actor, associationId);
  return {
    associationId,
    versions: await listVersions(db, associationId),
    abilities: { creer: canCreerRegle(actor, association.etablissements) },
  };
}

/** POST /couverture/regles/{associationId}: a version from its date, after the latest one. */
export async function creerRegleTravail(
  db: Db,
  actor: Actor,
  associationId: number,
  body: RegleTravailBody,
): Promise<ReglesTravail> {
  return db.transaction(async (tx) => {
    const association = await loadAssociationVisible(tx, actor, associationId);
    if (!canCreerRegle(actor, association.etablissements)) {
      throw forbidden('Seul un administrateur du siège ajoute une version des règles du temps de travail');
    }
    // Two versions added at once would both pass the date check: the association is the lock.
    await lockAssociation(tx, associationId);
    const [derniere] = await listVersions(tx, associationId);
    if (derniere?.dateDebut && body.dateDebut <= derniere.dateDebut) {
      const message = `La nouvelle version commence après la dernière, en vigueur depuis le ${dateFr(derniere.dateDebut)}`;
      throw badRequest(message, { fieldErrors: { dateDebut: message } });
    }
    const id = await insertVersion(tx, associationId, body);
    await journaliser(tx, actor, {
      entite: 'regle_travail',
      entiteId: id,
      action: 'CREATION',
      apres: { ...body },
      employeId: null,
      etablissementId: null,
    });
    return lireReglesTravail(tx, actor, associationId);
  });
}
