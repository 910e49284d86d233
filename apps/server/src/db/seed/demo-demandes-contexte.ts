import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { construireArbre } from '../../modules/demande/arbre-validations';
import type { DbOrTx } from '../client';
import type { NoeudValidation } from '../factories';
import { conges, congesCredit, creneau, employe, etablissement, membre, service, utilisateur } from '../schema';

/**
 * What the demo requests are made of, read from the demo already written: the establishment's
 * services and their members, who heads what, the slots around today and the leave balances.
 */
export async function contexteDemandes(tx: DbOrTx, etablissementId: number, du: string, au: string) {
  const services = await tx
    .select({
      id: service.id,
      chefDeServiceId: service.chefDeServiceId,
      validationAutonome: service.validationAutonome,
    })
    .from(service)
    .where(eq(service.etablissementId, etablissementId))
    .orderBy(asc(service.id));
  const membres = await tx
    .select({
      membreId: membre.id,
      serviceId: membre.serviceId,
      employeId: employe.id,
      utilisateurId: employe.utilisateurId,
      email: utilisateur.email,
    })
    .from(membre)
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .where(
      inArray(
        membre.serviceId,
        services.map((s) => s.id),
      ),
    )
    .orderBy(asc(membre.id));
  const [etab] = await tx
    .select({ utilisateurId: employe.utilisateurId })
    .from(etablissement)
    .innerJoin(employe, eq(employe.id, etablissement.directeurId))
    .where(eq(etablissement.id, etablissementId));
  const creneaux = await tx
    .select()
    .from(creneau)
    .where(
      and(
        inArray(
          creneau.serviceId,
          services.map((s) => s.id),
        ),
        gte(creneau.date, du),
        lte(creneau.date, au),
      ),
    )
    .orderBy(asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id));
  const soldes = await soldesParType(
    tx,
    membres.map((m) => m.employeId),
  );
  const utilisateurDe = (employeId: number | null) => membres.find((m) => m.employeId === employeId)?.utilisateurId;

  return {
    etablissementId,
    directeurId: etab?.utilisateurId ?? null,
    services,
    membres,
    creneaux,
    /** The user heading a service, who validates its members' requests. */
    chefDe: (serviceId: number) => utilisateurDe(services.find((s) => s.id === serviceId)?.chefDeServiceId ?? null),
    /** Days of a leave type left to the employee once every leave written is taken. */
    solde: (employeId: number, congesTypeId: number) => soldes.get(`${employeId}/${congesTypeId}`) ?? 0,
    /** The server's own tree for a request the employee makes for themselves. */
    arbre: (employeId: number): NoeudValidation[] =>
      construireArbre({
        etablissementId,
        aUnDirecteur: etab !== undefined,
        services: membres
          .filter((m) => m.employeId === employeId)
          .map((m) => ({
            serviceId: m.serviceId,
            validationAutonome: services.find((s) => s.id === m.serviceId)!.validationAutonome,
            chefUtilisateurId: utilisateurDe(services.find((s) => s.id === m.serviceId)!.chefDeServiceId) ?? null,
          })),
        demandeurs: [utilisateurDe(employeId)!],
      }),
  };
}
export type ContexteDemandes = Awaited<ReturnType<typeof contexteDemandes>>;

async function soldesParType(tx: DbOrTx, employeIds: number[]) {
  const credits = await tx
    .select({
      e: congesCredit.employeId,
      t: congesCredit.congesTypeId,
      n: sql<number>`sum(${congesCredit.nbJours})::float`,
    })
    .from(congesCredit)
    .where(inArray(congesCredit.employeId, employeIds))
    .groupBy(congesCredit.employeId, congesCredit.congesTypeId);
  const pris = await tx
    .select({ e: conges.employeId, t: conges.congesTypeId, n: sql<number>`sum(${conges.nbJours})::float` })
    .from(conges)
    .where(inArray(conges.employeId, employeIds))
    .groupBy(conges.employeId, conges.congesTypeId);
  const soldes = new Map<string, number>();
  for (const c of credits) soldes.set(`${c.e}/${c.t}`, Number(c.n));
  for (const p of pris) soldes.set(`${p.e}/${p.t}`, (soldes.get(`${p.e}/${p.t}`) ?? 0) - Number(p.n));
  return soldes;
}
