import { and, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { parametre } from '../../db/requetes';
import { publicationModele } from '../../db/schema';
import { parBase } from '../../lib/par-base';
import { type CongesAvecType, congesAvecType } from '../employe/indisponibilites';
import { listMembresDuService } from '../service/membre.lecture';
import { findService } from '../service/service.lecture';
import { listCreneauxService } from './creneau.repository';

/** Whether a template of the service applies by `date` (a publication put into force then or before). */
const modeleEnVigueur = parBase((db: DbOrTx) =>
  db
    .select({ id: publicationModele.id })
    .from(publicationModele)
    .where(
      and(
        eq(publicationModele.serviceId, parametre('serviceId')),
        lte(publicationModele.dateMiseEnApplication, parametre('date')),
      ),
    )
    .limit(1)
    .prepare('modele_en_vigueur'),
);

async function modeleEnVigueurLe(db: DbOrTx, serviceId: number, date: string): Promise<boolean> {
  const [row] = await modeleEnVigueur(db).execute({ serviceId, date });
  return row !== undefined;
}

/** A leave crossing the week: first and last day, and its type's label (why the member is absent). */
export type CongeDeLaSemaine = Pick<CongesAvecType, 'dateDebut' | 'dateFin'> & { motif: string };

/**
 * The weekly planning's data for [du, au]: members present from `du` with their leave in the
 * week, titulaire as of `today`, whether a template applies by `publieAvant`, and the slots.
 */
export async function lireSemaineDuService(
  db: Db,
  serviceId: number,
  periode: { du: string; au: string; today: string; publieAvant: string },
) {
  const service = await findService(db, serviceId);
  if (!service) return { service: undefined, membres: [], creneaux: [] };
  const modeleEnVigueur = await modeleEnVigueurLe(db, serviceId, periode.publieAvant);
  const membres = await listMembresDuService(db, serviceId, periode.du, periode.today);
  const conges = await congesAvecType(
    db,
    membres.map((m) => m.employeId),
    periode.du,
    periode.au,
  );
  const congesDe = (employeId: number): CongeDeLaSemaine[] =>
    (conges.get(employeId) ?? []).map((c) => ({ dateDebut: c.dateDebut, dateFin: c.dateFin, motif: c.type.label }));
  return {
    service: { ...service, modeleEnVigueur },
    membres: membres.map((m) => ({ ...m, conges: congesDe(m.employeId) })),
    creneaux: await listCreneauxService(db, serviceId, periode.du, periode.au),
  };
}
