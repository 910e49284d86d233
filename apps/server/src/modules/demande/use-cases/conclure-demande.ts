import { DEMANDE_STATUT, type DemandeStatutId } from '@roulement/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { annoncerDecision } from '../demande.annonces';
import type { DemandeScopeRow } from '../demande.lecture';
import { nomEmploye } from '../demande.mapper';
import { updateStatut, type ValidationRow } from '../demande.repository';
import { assertTransition, statutDesValidations } from '../demande.workflow';
import { findResume } from '../demande-liste.lecture';
import { appliquerEffet, appliquerRetour } from './appliquer-effet';
import { annoncerValidations } from './enregistrer-demande';

type Noeud = Pick<ValidationRow, 'id' | 'parentId' | 'accepte' | 'authority'>;

/**
 * After validations changed (`avant` → `apres`), in the transaction that changed them: the status
 * they give, the effect of an acceptance, the e-mails (the requester on a decision, the next
 * validators otherwise). Answers the request's status.
 */
export async function conclureDemande(
  tx: Tx,
  actor: Actor,
  row: DemandeScopeRow,
  avant: readonly Noeud[] | null,
  apres: readonly Noeud[],
): Promise<DemandeStatutId> {
  const resume = await findResume(tx, row.demandeId);
  if (!resume) throw notFound('Demande introuvable');
  const annonce = {
    demandeId: row.demandeId,
    type: row.type,
    nomEmploye: nomEmploye(resume),
    dateDebut: row.dateDebut,
    dateFin: row.dateFin,
    etablissementId: row.etablissementId,
  };
  const statut = statutDesValidations(apres);
  if (statut === row.statutId) {
    if (avant) await annoncerValidations(tx, avant, apres, annonce);
    return statut;
  }
  assertTransition(row.statutId as DemandeStatutId, statut);
  await updateStatut(tx, row.demandeId, statut);
  if (statut === DEMANDE_STATUT.ACCEPTEE) await appliquerEffet(tx, actor, row);
  if (statut === DEMANDE_STATUT.REFUSEE) await appliquerRetour(tx, actor, row, 'REFUS');
  await journaliser(tx, actor, {
    entite: 'demande',
    entiteId: row.demandeId,
    action: 'MODIFICATION',
    avant: { statutId: row.statutId },
    apres: { statutId: statut },
    employeId: row.employeId,
    etablissementId: row.etablissementId,
  });
  const demandeurs = [resume.createurEmail, resume.cibleEmail].filter((e): e is string => e !== null);
  await annoncerDecision(tx, annonce, statut, demandeurs);
  return statut;
}
