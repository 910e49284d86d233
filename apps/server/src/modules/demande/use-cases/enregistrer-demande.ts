import type { TypeDemande } from '@roulement/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { todayInParis } from '../../../lib/dates';
import { notFound } from '../../../lib/errors';
import { construireArbre, type NoeudValidation } from '../arbre-validations';
import { annoncerAValider } from '../demande.annonces';
import { contexteArbre, destinatairesDe, findEmployeCible } from '../demande.lecture';
import { insertArbre, insertDemande, type ValidationRow } from '../demande.repository';
import { validationsADonner } from '../demande.workflow';

export interface NouvelleDemande {
  type: TypeDemande;
  employeId: number;
  etablissementId: number;
  dateDebut: string;
  dateFin: string;
  commentaire: string | null;
  /** The services whose heads validate: for leave, the employee's current services. */
  serviceIds: number[];
  /** A tree the type decides itself (an aid sheet: its service's head over the administrators). */
  arbre?: NoeudValidation[];
}

/**
 * Writes a request and its validation tree, its history row and the e-mails to its first
 * validators, in the caller's transaction; the caller checked the permissions and writes the
 * type's payload row after. Answers the demandeId.
 */
export async function enregistrerDemande(tx: Tx, actor: Actor, entree: NouvelleDemande): Promise<number> {
  const cible = await findEmployeCible(tx, entree.employeId);
  if (!cible) throw notFound('Employé introuvable');
  const arbre =
    entree.arbre ??
    construireArbre({
      ...(await contexteArbre(tx, entree.etablissementId, entree.serviceIds)),
      demandeurs: [actor.utilisateurId, cible.utilisateurId],
    });
  const commentaire = entree.commentaire?.trim() ? entree.commentaire : null;
  const row = await insertDemande(tx, {
    type: entree.type,
    employeId: entree.employeId,
    etablissementId: entree.etablissementId,
    createurId: actor.utilisateurId,
    dateDebut: entree.dateDebut,
    dateFin: entree.dateFin,
    commentaire,
  });
  const validations = await insertArbre(tx, row.id, arbre);
  await journaliser(tx, actor, {
    entite: 'demande',
    entiteId: row.id,
    action: 'CREATION',
    apres: {
      type: entree.type,
      dateDebut: entree.dateDebut,
      dateFin: entree.dateFin,
      commentaire,
      validations: validations.map((v) => v.authority).join(', '),
    },
    employeId: entree.employeId,
    etablissementId: entree.etablissementId,
  });
  await annoncerValidations(tx, validations, validations, {
    demandeId: row.id,
    type: entree.type,
    nomEmploye: `${cible.prenom} ${cible.nom}`,
    dateDebut: entree.dateDebut,
    dateFin: entree.dateFin,
    etablissementId: entree.etablissementId,
  });
  return row.id;
}

/**
 * E-mails the holders of the validations to give now that were not to give before (`avant`):
 * at creation every one of them, after a decision the director once the heads have decided.
 */
export async function annoncerValidations(
  tx: Tx,
  avant: readonly Pick<ValidationRow, 'id' | 'parentId' | 'accepte'>[] | null,
  apres: readonly Pick<ValidationRow, 'id' | 'parentId' | 'accepte' | 'authority'>[],
  d: Parameters<typeof annoncerAValider>[1] & { etablissementId: number },
): Promise<void> {
  const deja = new Set(avant && avant !== apres ? validationsADonner(avant) : []);
  const nouvelles = new Set(validationsADonner(apres).filter((id) => !deja.has(id)));
  const authorities = [...new Set(apres.filter((v) => nouvelles.has(v.id)).map((v) => v.authority))];
  const destinataires = await destinatairesDe(tx, authorities, d.etablissementId, todayInParis());
  if (destinataires.length > 0) await annoncerAValider(tx, d, destinataires);
}
