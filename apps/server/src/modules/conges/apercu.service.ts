import {
  type ApercuConges,
  type ApercuMensuelParametres,
  type ApercuTrimestrielParametres,
  type Periode,
  periodeDuMois,
  periodeTrimestrielle,
  peutVoirEtablissement,
} from '@roulement/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { loadServiceVisible } from '../service/service.service';
import { construireApercu } from './apercu.grille';
import { lireApercuEtablissement, lireApercuService } from './apercu.lecture';

const ETABLISSEMENT_INTROUVABLE = 'Établissement introuvable';

/**
 * 404 unless the actor holds a role in the establishment (or its head office), or, for a service's
 * tab, may see that service of this establishment: whoever cannot see them does not learn they exist.
 * The establishment's scope comes with its leave, in one statement: nothing is answered before the check.
 */
async function lireVisible(
  db: Db,
  actor: Actor,
  p: { etablissementId: number; serviceId?: number; du: string; au: string },
) {
  if (p.serviceId !== undefined) {
    const s = await loadServiceVisible(db, actor, p.serviceId);
    if (s.etablissementId !== p.etablissementId) throw notFound('Service introuvable');
    return lireApercuService(db, { serviceId: p.serviceId, du: p.du, au: p.au });
  }
  const lu = await lireApercuEtablissement(db, p);
  if (!lu || !peutVoirEtablissement(actor, lu.portee)) throw notFound(ETABLISSEMENT_INTROUVABLE);
  return lu;
}

async function apercu(
  db: Db,
  actor: Actor,
  p: { etablissementId: number; serviceId?: number },
  periode: Periode,
): Promise<ApercuConges> {
  const { employes, leaves } = await lireVisible(db, actor, { ...p, du: periode.dateDebut, au: periode.dateFin });
  return { ...periode, employes: construireApercu(employes, leaves, periode) };
}

/** GET /conges/apercu/mensuel: the leave table of a month (spec §2.10), of a service when asked. */
export function apercuMensuel(db: Db, actor: Actor, q: ApercuMensuelParametres) {
  return apercu(
    db,
    actor,
    { etablissementId: q._etablissementId, serviceId: q._serviceId },
    periodeDuMois(q._annee, q._mois),
  );
}

/** GET /conges/apercu/trimestriel: 13 ISO weeks from the given one. */
export function apercuTrimestriel(db: Db, actor: Actor, q: ApercuTrimestrielParametres) {
  return apercu(
    db,
    actor,
    { etablissementId: q._etablissementId },
    periodeTrimestrielle({ semaine: q._semaine, annee: q._annee }),
  );
}
