import {
  ajouterJours,
  type HorairesRepas,
  type HorairesRepasBody,
  type PrevisionRepasJour,
  peutVoirEtablissement,
} from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { compterRepas } from './comptage-repas';
import { listCongesRepas, listCreneauxRepas, listServicesRepas } from './repas.lecture';
import { peutModifierHorairesRepas } from './repas.policy';
import { findPlages, type PlagesEtablissement, updatePlages } from './repas.repository';

const INTROUVABLE = 'Établissement introuvable';

async function visible(db: DbOrTx, actor: Actor, id: number, lock = false): Promise<PlagesEtablissement> {
  const etab = await findPlages(db, id, lock);
  if (!etab || !peutVoirEtablissement(actor, etab)) throw notFound(INTROUVABLE);
  return etab;
}

const reponse = (actor: Actor, e: PlagesEtablissement): HorairesRepas => ({
  etablissementId: e.etablissementId,
  plageRestaurationMidi: e.midi,
  plageRestaurationSoir: e.soir,
  modifiable: peutModifierHorairesRepas(actor, e),
});

/** GET /etablissement/{id}/horaires-repas: anyone who sees the establishment (404 otherwise). */
export async function lireHorairesRepas(db: DbOrTx, actor: Actor, id: number): Promise<HorairesRepas> {
  return reponse(actor, await visible(db, actor, id));
}

/** PUT /etablissement/{id}/horaires-repas: the director or an administrator, in one transaction with its history row. */
export function modifierHorairesRepas(
  db: Db,
  actor: Actor,
  id: number,
  body: HorairesRepasBody,
): Promise<HorairesRepas> {
  if (body.etablissementId !== undefined && body.etablissementId !== id) {
    throw badRequest("L'établissement du corps n'est pas celui du chemin");
  }
  return db.transaction(async (tx) => {
    const avant = await visible(tx, actor, id, true);
    if (!peutModifierHorairesRepas(actor, avant)) {
      throw forbidden("Seuls le directeur et les administrateurs de l'établissement modifient les horaires des repas");
    }
    await updatePlagesEtJournal(tx, actor, avant, body);
    return reponse(actor, {
      ...avant,
      midi: { heureDebut: body.debutMidi, heureFin: body.finMidi },
      soir: { heureDebut: body.debutSoir, heureFin: body.finSoir },
    });
  });
}

async function updatePlagesEtJournal(tx: Tx, actor: Actor, avant: PlagesEtablissement, body: HorairesRepasBody) {
  await updatePlages(tx, avant.etablissementId, body);
  await journaliser(tx, actor, {
    entite: 'etablissement',
    entiteId: avant.etablissementId,
    action: 'MODIFICATION',
    avant: {
      debutMidi: avant.midi?.heureDebut ?? null,
      finMidi: avant.midi?.heureFin ?? null,
      debutSoir: avant.soir?.heureDebut ?? null,
      finSoir: avant.soir?.heureFin ?? null,
    },
    apres: { debutMidi: body.debutMidi, finMidi: body.finMidi, debutSoir: body.debutSoir, finSoir: body.finSoir },
    employeId: null,
    etablissementId: avant.etablissementId,
  });
}

/**
 * GET /etablissement/{id}/previsionRepas: for each day of the window (4 at most), the employees
 * whose effective slot overlaps each meal range, in total and per service. Four statements
 * whatever the establishment's size.
 */
export async function prevoirRepas(
  db: DbOrTx,
  actor: Actor,
  id: number,
  dateDeProspection: string,
  nbJours: number,
): Promise<PrevisionRepasJour[]> {
  const etab = await visible(db, actor, id);
  const au = ajouterJours(dateDeProspection, nbJours - 1);
  const [creneaux, conges, services] = await Promise.all([
    listCreneauxRepas(db, id, dateDeProspection, au),
    listCongesRepas(db, id, dateDeProspection, au),
    listServicesRepas(db, id),
  ]);
  const plages = { midi: etab.midi, soir: etab.soir };
  const parJour = compterRepas(creneaux, conges, plages, (c) => c.date);
  const parService = compterRepas(creneaux, conges, plages, (c) => `${c.date}|${c.serviceId}`);
  return Array.from({ length: nbJours }, (_, i) => {
    const date = ajouterJours(dateDeProspection, i);
    const jour = parJour.get(date);
    return {
      date,
      nombreRepasMidi: jour?.midi.size ?? 0,
      nombreRepasSoir: jour?.soir.size ?? 0,
      services: services.flatMap((s) => {
        const r = parService.get(`${date}|${s.serviceId}`);
        return r && r.midi.size + r.soir.size > 0
          ? [{ serviceId: s.serviceId, nom: s.nom, nombreRepasMidi: r.midi.size, nombreRepasSoir: r.soir.size }]
          : [];
      }),
    };
  });
}
