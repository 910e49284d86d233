import type { CongesBodySchema, CongesType, Employe } from '@roulement/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { ficheDe, loadEmploye } from '../employe/employe.service';
import { congesEnConflit, messageChevauchement } from './chevauchement';
import { toCongesType } from './conges.mapper';
import {
  type CongesTypeRow,
  deleteConges,
  findConges,
  findCongesType,
  insertConges,
  listCongesChevauchants,
  listCongesTypes,
  updateConges,
} from './conges.repository';
import { avecControleDesSoldes } from './controle-soldes';
import { compterJours } from './decompte';
import { joursTravailles } from './jours-travailles.lecture';

type CongesBody = z.output<typeof CongesBodySchema>;

export async function listerTypes(db: Db): Promise<CongesType[]> {
  return (await listCongesTypes(db)).map(toCongesType);
}

const TYPE_INCONNU = 'Type de congé inconnu';
const PAS_DE_DEMI_JOURNEE = 'Ce type de congé ne se pose pas à la demi-journée';
const AUCUN_JOUR = 'La période ne contient aucun jour décompté pour ce type de congé';

/**
 * The type of the body, and the days it counts (PLANNING: one query for the employee's worked days
 * of the range); 400 for an unknown type or a refused half day. */
async function typeEtJours(tx: DbOrTx, body: CongesBody): Promise<{ type: CongesTypeRow; nbJours: number }> {
  const type = await findCongesType(tx, body.type);
  if (!type) throw badRequest(TYPE_INCONNU, { fieldErrors: { type: TYPE_INCONNU } });
  if (body.demiJournee !== 0 && !type.demiJourneeAutorisee) {
    throw badRequest(PAS_DE_DEMI_JOURNEE, { fieldErrors: { demiJournee: PAS_DE_DEMI_JOURNEE } });
  }
  const travailles =
    type.modeDecompte === 'PLANNING'
      ? await joursTravailles(tx, body.employeId, body.dateDebut, body.dateFin)
      : undefined;
  return { type, nbJours: compterJours(type.modeDecompte, body, travailles) };
}

/** POST /conges/evaluer: the days the leave would count, for whoever sees the employee. */
export async function evaluer(db: Db, actor: Actor, body: CongesBody): Promise<number> {
  await loadEmploye(db, actor, body.employeId, 'voir');
  return (await typeEtJours(db, body)).nbJours;
}

/** The checks of a leave about to be written: days to count, no overlap. */
export async function preparer(tx: DbOrTx, body: CongesBody, saufId?: number) {
  const { type, nbJours } = await typeEtJours(tx, body);
  if (nbJours === 0) throw badRequest(AUCUN_JOUR, { fieldErrors: { dateFin: AUCUN_JOUR } });
  const autres = await listCongesChevauchants(tx, body.employeId, body, saufId);
  const conflit = congesEnConflit(type, body, autres);
  if (conflit) throw conflict(messageChevauchement(conflit.label, conflit.conges));
  return {
    type,
    valeurs: {
      congesTypeId: type.id,
      dateDebut: body.dateDebut,
      dateFin: body.dateFin,
      demiJournee: body.demiJournee,
      nbJours,
      commentaire: body.commentaire || null,
    },
  };
}

/**
 * POST /conges: a leave entered by an administrator of the establishment, or by a head of one of
 * the employee's services from the planning (spec §6), not from a request.
 */
export async function creerConges(db: Db, actor: Actor, body: CongesBody): Promise<Employe> {
  return db.transaction(async (tx) => {
    const scope = await loadEmploye(tx, actor, body.employeId, 'poserConges', { verrou: true });
    const { type, valeurs } = await preparer(tx, body);
    const cree = await avecControleDesSoldes(tx, body.employeId, [type], () =>
      insertConges(tx, { ...valeurs, employeId: body.employeId, dateDemande: todayInParis() }),
    );
    await journaliser(tx, actor, {
      entite: 'conges',
      entiteId: cree.id,
      action: 'CREATION',
      apres: valeurs,
      employeId: body.employeId,
      etablissementId: scope.etablissement.etablissementId,
    });
    return ficheDe(tx, actor, body.employeId);
  });
}

/** Loads a leave to change: 404, then the employee's rules, then 409 when it comes from a request. */
async function loadCongesModifiable(tx: DbOrTx, actor: Actor, congesId: number) {
  const conges = await findConges(tx, congesId);
  if (!conges) throw notFound('Congé introuvable');
  const scope = await loadEmploye(tx, actor, conges.employeId, 'soldes', { verrou: true });
  if (conges.demandeCongesId !== null) {
    throw conflict("Ce congé vient d'une demande : il ne se modifie ni ne se supprime ici");
  }
  return { conges, etablissementId: scope.etablissement.etablissementId };
}

export async function modifierConges(db: Db, actor: Actor, congesId: number, body: CongesBody): Promise<Employe> {
  return db.transaction(async (tx) => {
    const { conges: avant, etablissementId } = await loadCongesModifiable(tx, actor, congesId);
    if (body.employeId !== avant.employeId) throw badRequest("Un congé ne change pas d'employé");
    const ancienType = await findCongesType(tx, avant.congesTypeId);
    const { type, valeurs } = await preparer(tx, body, congesId);
    await avecControleDesSoldes(tx, avant.employeId, ancienType ? [ancienType, type] : [type], () =>
      updateConges(tx, congesId, valeurs),
    );
    await journaliser(tx, actor, {
      entite: 'conges',
      entiteId: congesId,
      action: 'MODIFICATION',
      avant,
      apres: valeurs,
      employeId: avant.employeId,
      etablissementId,
    });
    return ficheDe(tx, actor, avant.employeId);
  });
}

export async function supprimerConges(db: Db, actor: Actor, congesId: number): Promise<Employe> {
  return db.transaction(async (tx) => {
    const { conges, etablissementId } = await loadCongesModifiable(tx, actor, congesId);
    await deleteConges(tx, congesId);
    await journaliser(tx, actor, {
      entite: 'conges',
      entiteId: congesId,
      action: 'SUPPRESSION',
      avant: conges,
      employeId: conges.employeId,
      etablissementId,
    });
    return ficheDe(tx, actor, conges.employeId);
  });
}
