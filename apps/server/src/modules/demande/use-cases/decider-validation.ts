import type { Demande } from '@roulement/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { scopeDe } from '../demande.lecture';
import { peutAgir } from '../demande.policy';
import { deciderValidations } from '../demande.repository';
import { chargerDemande, detailDe } from '../demande.service';
import { DEMANDE_PLUS_EN_ATTENTE, sousValidationsEnAttente } from '../demande.workflow';
import { conclureDemande } from './conclure-demande';

/**
 * PUT …/valider and …/refuser. The request row is locked first: two validators at once, or a
 * double click, decide one after the other, and the second one finds the validation decided (409).
 */
export async function deciderValidation(
  db: Db,
  actor: Actor,
  ids: { demandeId: number; validationId: number },
  accepte: boolean,
): Promise<Demande> {
  return db.transaction(async (tx) => {
    const d = await chargerDemande(tx, actor, ids.demandeId, { verrou: true });
    const v = d.validations.find((x) => x.id === ids.validationId);
    if (!v) throw notFound('Validation introuvable');
    const qualite = peutAgir(actor, d.delegations, scopeDe(d.row), v.authority);
    if (!qualite) throw forbidden('Vous ne pouvez pas donner cette validation');
    if (d.row.statutId !== 1) throw conflict(DEMANDE_PLUS_EN_ATTENTE);
    if (v.accepte !== null) throw conflict('Cette validation a déjà été donnée');
    const parent = d.validations.find((x) => x.id === v.parentId);
    if (parent && parent.accepte !== null) throw conflict('La validation dont elle dépend a déjà été donnée');

    const decidees = new Set([v.id, ...sousValidationsEnAttente(d.validations, v.id)]);
    const decision = { accepte, valideParId: actor.utilisateurId, pourId: qualite.pourId, dateValidation: new Date() };
    await deciderValidations(tx, [...decidees], decision);
    await journaliser(tx, actor, {
      entite: 'demande',
      entiteId: d.row.demandeId,
      action: 'VALIDATION',
      apres: { validationId: v.id, authority: v.authority, accepte },
      employeId: d.row.employeId,
      etablissementId: d.row.etablissementId,
      pourId: qualite.pourId,
    });
    const apres = d.validations.map((x) => (decidees.has(x.id) ? { ...x, ...decision } : x));
    const statutId = await conclureDemande(tx, actor, d.row, d.validations, apres);
    return detailDe(tx, actor, { ...d, row: { ...d.row, statutId }, validations: apres });
  });
}
