import {
  CONTRAT_TYPE_CDI,
  type ContratBodySchema,
  type ContratType,
  type Employe,
  type Metier,
  type RemplacementBodySchema,
  statutContrat,
  trierContrats,
} from '@roulement/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { comparerFr } from '../../lib/tri';
import { refreshRolesOf } from '../auth/acl.service';
import { contratChevauchant, texteChevauchement } from './chevauchement';
import {
  deleteContrat,
  findContrat,
  findContratType,
  findMetier,
  insertContrat,
  listAutresContrats,
  listContrats,
  listContratTypes,
  listMetiers,
  updateContrat,
} from './contrat.repository';
import { findEmployeScope } from './employe.lecture';
import { ficheDe, loadEmploye } from './employe.service';

type ContratInput = z.output<typeof ContratBodySchema>['contrat'];
type RemplacementBody = z.output<typeof RemplacementBodySchema>;

export function listerTypesDeContrat(db: Db): Promise<ContratType[]> {
  return listContratTypes(db);
}

export async function listerMetiers(db: Db): Promise<Metier[]> {
  return (await listMetiers(db)).sort((a, b) => comparerFr(a.libelle, b.libelle));
}

async function verifierReferences(tx: DbOrTx, contratTypeId: number, metierId: number) {
  const type = await findContratType(tx, contratTypeId);
  if (!type)
    throw badRequest('Type de contrat inconnu', {
      fieldErrors: { 'contrat.contratTypeId': 'Type de contrat inconnu' },
    });
  if (!(await findMetier(tx, metierId))) {
    throw badRequest('Métier inconnu', { fieldErrors: { 'contrat.metierId': 'Métier inconnu' } });
  }
  return type;
}

/** An employee holds one contract at a time: a contract meeting another one is refused (409). */
async function verifierChevauchement(
  tx: DbOrTx,
  employeId: number,
  periode: { dateDebut: string; dateFin: string | null },
  saufId?: number,
) {
  const autre = contratChevauchant(await listAutresContrats(tx, employeId, saufId), periode);
  if (autre) throw conflict(texteChevauchement(autre));
}

const valeursDe = (c: ContratInput) => ({
  contratTypeId: c.contratTypeId,
  metierId: c.metierId,
  heuresHebdo: c.heuresHebdo,
  dateDebut: c.dateDebut,
  dateFin: c.dateFin ?? null,
  cadre: c.cadre,
  nbJoursAstreintesAnnuels: c.nbJoursAstreintesAnnuels,
});

function verifierCorps(id: number, employeId: number | undefined) {
  if (employeId !== undefined && employeId !== id) {
    throw badRequest("L'identifiant du corps ne correspond pas à celui du chemin");
  }
}

/** POST /employe/{id}/contrat. Contracts make the SALARIE role: roles are rewritten. */
export async function ajouterContrat(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof ContratBodySchema>,
): Promise<Employe> {
  verifierCorps(id, body.employeId);
  return db.transaction(async (tx) => {
    const scope = await loadEmploye(tx, actor, id, 'gerer', { verrou: true });
    await verifierReferences(tx, body.contrat.contratTypeId, body.contrat.metierId);
    const valeurs = valeursDe(body.contrat);
    await verifierChevauchement(tx, id, valeurs);
    const contratId = await insertContrat(tx, { ...valeurs, employeId: id });
    await journaliser(tx, actor, {
      entite: 'contrat',
      entiteId: contratId,
      action: 'CREATION',
      apres: valeurs,
      employeId: id,
      etablissementId: scope.etablissement.etablissementId,
    });
    await refreshRolesOf(tx, [scope.utilisateurId]);
    return ficheDe(tx, actor, id);
  });
}

async function loadContrat(tx: DbOrTx, employeId: number, contratId: number) {
  const contrat = await findContrat(tx, contratId);
  if (!contrat || contrat.employeId !== employeId) throw notFound('Contrat introuvable');
  return contrat;
}

export async function modifierContrat(
  db: Db,
  actor: Actor,
  id: number,
  contratId: number,
  body: z.output<typeof ContratBodySchema>,
): Promise<Employe> {
  verifierCorps(id, body.employeId);
  return db.transaction(async (tx) => {
    const scope = await loadEmploye(tx, actor, id, 'gerer', { verrou: true });
    const avant = await loadContrat(tx, id, contratId);
    await verifierReferences(tx, body.contrat.contratTypeId, body.contrat.metierId);
    const valeurs = valeursDe(body.contrat);
    await verifierChevauchement(tx, id, valeurs, contratId);
    await updateContrat(tx, contratId, valeurs);
    await journaliser(tx, actor, {
      entite: 'contrat',
      entiteId: contratId,
      action: 'MODIFICATION',
      avant,
      apres: valeurs,
      employeId: id,
      etablissementId: scope.etablissement.etablissementId,
    });
    await refreshRolesOf(tx, [scope.utilisateurId]);
    return ficheDe(tx, actor, id);
  });
}

export async function supprimerContrat(db: Db, actor: Actor, id: number, contratId: number): Promise<Employe> {
  return db.transaction(async (tx) => {
    const scope = await loadEmploye(tx, actor, id, 'gerer', { verrou: true });
    const avant = await loadContrat(tx, id, contratId);
    await deleteContrat(tx, contratId);
    await journaliser(tx, actor, {
      entite: 'contrat',
      entiteId: contratId,
      action: 'SUPPRESSION',
      avant,
      employeId: id,
      etablissementId: scope.etablissement.etablissementId,
    });
    await refreshRolesOf(tx, [scope.utilisateurId]);
    return ficheDe(tx, actor, id);
  });
}

/** The replaced employee's contract at the start of the replacement, else their current one. */
async function contratDuRemplace(tx: DbOrTx, remplaceId: number, dateDebut: string) {
  const aujourdhui = todayInParis();
  const contrats = (await listContrats(tx, remplaceId)).map((r) => ({ ...r.contrat, type: r.type }));
  const couvrant = contrats.find((c) => statutContrat(c, dateDebut) === 'En cours');
  const courant = trierContrats(contrats, aujourdhui).find((c) => statutContrat(c, aujourdhui) !== 'Terminé');
  const contrat = couvrant ?? courant;
  if (!contrat) throw conflict("L'employé remplacé n'a pas de contrat sur lequel s'appuyer");
  return contrat;
}

async function estTitulaire(tx: DbOrTx, employeId: number): Promise<boolean> {
  const aujourdhui = todayInParis();
  const contrats = (await listContrats(tx, employeId)).map((r) => r.contrat);
  const courant = trierContrats(contrats, aujourdhui).find((c) => statutContrat(c, aujourdhui) !== 'Terminé');
  return courant?.contratTypeId === CONTRAT_TYPE_CDI;
}

/**
 * POST /employe/{remplacantId}/contrat/remplacement (docs/decisions/007-contrats-et-remplacements.md):
 * a contract of an eligible type for the replacing employee, over the replacement's dates, with
 * the replaced employee's job and (remplaceSurTempsReel) weekly hours.
 */
export async function creerRemplacement(
  db: Db,
  actor: Actor,
  remplacantId: number,
  body: RemplacementBody,
): Promise<Employe> {
  if (body.remplacantId !== undefined && body.remplacantId !== remplacantId) {
    throw badRequest("L'identifiant du corps ne correspond pas à celui du chemin");
  }
  if (body.remplaceId === remplacantId) throw badRequest('Un employé ne se remplace pas lui-même');
  return db.transaction(async (tx) => {
    const remplacant = await loadEmploye(tx, actor, remplacantId, 'gerer', { verrou: true });
    const remplace = await findEmployeScope(tx, body.remplaceId);
    if (remplace?.etablissementId !== remplacant.etablissement.etablissementId) {
      throw notFound("L'employé remplacé est introuvable dans cet établissement");
    }
    if (await estTitulaire(tx, remplacantId)) {
      throw conflict("Un titulaire remplace sur son propre contrat : aucun contrat de remplacement n'est créé");
    }
    if (body.type === undefined) {
      throw badRequest('Le type de contrat est obligatoire', {
        fieldErrors: { type: 'Le type de contrat est obligatoire' },
      });
    }
    const type = await findContratType(tx, body.type);
    if (!type?.eligibleRemplacement) {
      const message = type ? "Ce type de contrat n'ouvre pas au remplacement" : 'Type de contrat inconnu';
      throw badRequest(message, { fieldErrors: { type: message } });
    }
    const modele = await contratDuRemplace(tx, body.remplaceId, body.dateDebut);
    const periode = { dateDebut: body.dateDebut, dateFin: body.dateFin };
    await verifierChevauchement(tx, remplacantId, periode);
    const valeurs = {
      employeId: remplacantId,
      contratTypeId: type.id,
      metierId: modele.metierId,
      // Not on real time: the hours are those of the slots actually worked (vacation).
      heuresHebdo: body.remplaceSurTempsReel ? modele.heuresHebdo : 0,
      ...periode,
      cadre: false,
      nbJoursAstreintesAnnuels: 0,
      remplaceEmployeId: body.remplaceId,
    };
    const contratId = await insertContrat(tx, valeurs);
    await journaliser(tx, actor, {
      entite: 'contrat',
      entiteId: contratId,
      action: 'CREATION',
      apres: valeurs,
      employeId: remplacantId,
      etablissementId: remplacant.etablissement.etablissementId,
    });
    await refreshRolesOf(tx, [remplacant.utilisateurId]);
    return ficheDe(tx, actor, remplacantId);
  });
}
