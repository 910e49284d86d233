import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accueil, etablissement, service, usager } from '../../db/schema';
import type { UsagerExistant } from './plan-usagers';

/** Which of these establishments have the residents' aid sheets (spec document 3). */
export async function avecFichesAim(db: DbOrTx, etablissementIds: number[]): Promise<Set<number>> {
  if (etablissementIds.length === 0) return new Set();
  const rows = await db
    .select({ id: etablissement.id })
    .from(etablissement)
    .where(and(inArray(etablissement.id, etablissementIds), eq(etablissement.aideIndividuelleMensuelle, true)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The residents of these establishments that an import can find again (those with a file number),
 * each with their stays: two queries for the file.
 */
export async function usagersDesEtablissements(db: DbOrTx, etablissementIds: number[]): Promise<UsagerExistant[]> {
  if (etablissementIds.length === 0) return [];
  const usagers = await db
    .select({
      usagerId: usager.id,
      etablissementId: usager.etablissementId,
      numeroDossier: usager.numeroDossier,
      genre: usager.genre,
      nom: usager.nom,
      prenom: usager.prenom,
      dateNaissance: usager.dateNaissance,
    })
    .from(usager)
    .where(and(inArray(usager.etablissementId, etablissementIds), isNotNull(usager.numeroDossier)))
    .orderBy(asc(usager.id));
  const accueils = await db
    .select({
      usagerId: accueil.usagerId,
      accueilId: accueil.id,
      serviceId: accueil.serviceId,
      service: service.nom,
      dateDebut: accueil.dateDebut,
      dateFin: accueil.dateFin,
    })
    .from(accueil)
    .innerJoin(usager, eq(usager.id, accueil.usagerId))
    .innerJoin(service, eq(service.id, accueil.serviceId))
    .where(and(inArray(usager.etablissementId, etablissementIds), isNotNull(usager.numeroDossier)))
    .orderBy(asc(accueil.dateDebut), asc(accueil.id));
  return usagers.map(({ usagerId, etablissementId, numeroDossier, ...etatCivil }) => ({
    usagerId,
    etablissementId,
    etatCivil: { numeroDossier: numeroDossier ?? '', ...etatCivil },
    accueils: accueils.filter((a) => a.usagerId === usagerId),
  }));
}
