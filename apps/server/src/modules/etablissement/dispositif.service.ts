import { type apiRoutes, type BodyOf, type Dispositifs, peutVoirEtablissement } from '@roulement/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { insertDispositif, listDispositifsActifs, marquerDispositifSupprime } from './dispositif.repository';
import { scopeOfEtablissement } from './etablissement.service';
import { ETABLISSEMENT_INTROUVABLE, verrouillerPour } from './etablissement-admin.service';

type Routes = typeof apiRoutes.dispositif;
const REFUS = "Seuls le directeur et les administrateurs de l'établissement gèrent ses dispositifs";

export async function listerDispositifs(db: Db, actor: Actor, id: number): Promise<Dispositifs> {
  const etab = await scopeOfEtablissement(db, id);
  if (!etab || !peutVoirEtablissement(actor, etab)) throw notFound(ETABLISSEMENT_INTROUVABLE);
  return { succes: true, dispositifs: await listDispositifsActifs(db, id) };
}

export function creerDispositif(db: Db, actor: Actor, id: number, body: BodyOf<Routes['creer']>) {
  return db.transaction(async (tx): Promise<Dispositifs> => {
    await verrouillerPour(tx, actor, id, 'gererDispositifs', REFUS);
    const row = await insertDispositif(tx, { etablissementId: id, ...body });
    await journaliser(tx, actor, {
      entite: 'dispositif',
      entiteId: row.dispositifId,
      action: 'CREATION',
      apres: { ...row },
      employeId: null,
      etablissementId: id,
    });
    return { succes: true, dispositifs: await listDispositifsActifs(tx, id) };
  });
}

/** Decision 055: a deleted scheme takes no new admission; the stays that name it remain valid. */
export function supprimerDispositif(db: Db, actor: Actor, id: number, dispositifId: number) {
  return db.transaction(async (tx): Promise<Dispositifs> => {
    await verrouillerPour(tx, actor, id, 'gererDispositifs', REFUS);
    const row = await marquerDispositifSupprime(tx, id, dispositifId, todayInParis());
    if (!row) throw notFound('Dispositif introuvable');
    await journaliser(tx, actor, {
      entite: 'dispositif',
      entiteId: dispositifId,
      action: 'SUPPRESSION',
      avant: { ...row },
      employeId: null,
      etablissementId: id,
    });
    return { succes: true, dispositifs: await listDispositifsActifs(tx, id) };
  });
}
