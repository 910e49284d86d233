import { ajouterJours, lundiDeLaSemaineDe } from '@roulement/contract';
import { and, eq, exists, isNull, notExists, or, sql } from 'drizzle-orm';
import { horizonPublication } from '../../modules/planning/publication';
import type { DbOrTx } from '../client';
import { buildMembres, buildServices } from '../factories';
import { buildModeles, buildPublications } from '../factories/planning';
import { contrat, employe, membre, modelePlanning, service, utilisateur } from '../schema';
import { partsDeRotation, ROTATION } from './demo-planning';

/**
 * The benchmark's 30-member service and its two known accounts (scripts/bench.mjs); all 30 members
 * hold a place in its template, titulaires or not.
 */
export const SERVICE_30 = {
  nom: 'Service des 30',
  membres: 30,
  chef: 'chef30@large.test',
  membre: 'membre30@large.test',
};

const FORMATIONS = [
  'Premiers secours (PSC1)',
  'Bientraitance',
  'Gestes et postures',
  'Prévention des risques psychosociaux',
];

/**
 * Two years of published planning for the services of the large data set (ARCHITECTURE.md §6):
 * the demo rotation as every service's template, published from a year ago to the horizon. The
 * rows are written by two INSERT … SELECT over generate_series, the same week mapping as
 * `publication.ts` (week M+i uses template week ((k − 1 + i) mod N) + 1), so that the seed stays
 * well under a minute for about a million slots.
 */
export async function seedLargePlanning(
  tx: DbOrTx,
  today: string,
  etablissementId: number,
  log: (message: string) => void,
): Promise<void> {
  const debutSeed = Date.now();
  await serviceDeTrente(tx, etablissementId);
  const titulaires = await tx
    .select({ id: membre.id, serviceId: membre.serviceId })
    .from(membre)
    .innerJoin(employe, eq(employe.id, membre.employeId))
    .innerJoin(service, eq(service.id, membre.serviceId))
    .where(
      and(
        or(
          eq(service.nom, SERVICE_30.nom),
          exists(
            tx
              .select({ un: sql`1` })
              .from(contrat)
              .where(and(eq(contrat.employeId, employe.id), eq(contrat.contratTypeId, 1), isNull(contrat.dateFin))),
          ),
        ),
        notExists(tx.select({ un: sql`1` }).from(modelePlanning).where(eq(modelePlanning.serviceId, membre.serviceId))),
      ),
    )
    .orderBy(membre.serviceId, membre.id);
  const parService = new Map<number, number[]>();
  for (const r of titulaires) parService.set(r.serviceId, [...(parService.get(r.serviceId) ?? []), r.id]);
  const modeles = await buildModeles(
    tx,
    [...parService].map(([serviceId, membreIds]) => ({
      serviceId,
      nbSemaines: ROTATION.length,
      ...partsDeRotation(membreIds),
    })),
  );
  const debut = lundiDeLaSemaineDe(ajouterJours(today, -364));
  const dateHorizon = horizonPublication(today);
  const ids = modeles.map((m) => m.id);
  await buildPublications(
    tx,
    modeles.map((m) => ({ serviceId: m.serviceId, modeleId: m.id, dateMiseEnApplication: debut, dateHorizon })),
  );
  log(`${modeles.length} modèles de planning publiés du ${debut} au ${dateHorizon}`);
  const semaines = sql`
    from publication_modele p
    join modele_planning m on m.id = p.modele_id
    cross join lateral generate_series(0, (p.date_horizon - p.date_mise_en_application) / 7) as i
    cross join lateral (select p.date_mise_en_application + i * 7 as lundi, ((p.debut_cycle - 1 + i) % m.nb_semaines) + 1 as ordre) d`;
  const garde = sql`p.modele_id in (${sql.join(ids.length ? ids : [0], sql`, `)})`;
  const c = await tx.execute(sql`
    insert into creneau (service_id, membre_id, type, date, heure_debut, heure_fin, origine)
    select p.service_id, mc.membre_id, 'CreneauDeTravail', d.lundi + (mc.jour_id - 1), mc.heure_debut, mc.heure_fin, 'MODELE'
    ${semaines}
    join modele_creneau mc on mc.modele_id = m.id and mc.ordre_semaine = d.ordre
    where ${garde} and d.lundi + (mc.jour_id - 1) <= p.date_horizon`);
  const r = await tx.execute(sql`
    insert into jour_de_repos (service_id, membre_id, date, demi_jour)
    select p.service_id, mr.membre_id, d.lundi + (mr.jour_id - 1), mr.demi_jour
    ${semaines}
    join modele_jour_de_repos mr on mr.modele_id = m.id and mr.ordre_semaine = d.ordre
    where ${garde} and d.lundi + (mr.jour_id - 1) <= p.date_horizon`);
  // Issue 24: a training day each quarter for every member, on their first working day of a week
  // of their own (as the head marks it on the published week), so every month measured holds some.
  const f = await tx.execute(sql`
    with choisis as (
      select w.id, q.n
      from publication_modele p
      join membre m on m.service_id = p.service_id
      cross join lateral generate_series(0, 8) as q(n)
      cross join lateral (select date_trunc('week', date_trunc('quarter', p.date_mise_en_application)
        + q.n * interval '3 months' + (1 + m.id % 11) * interval '7 days')::date as lundi) s
      cross join lateral (select w.id from creneau w
        where w.membre_id = m.id and w.date >= s.lundi and w.date < s.lundi + 7 and w.type = 'CreneauDeTravail'
        order by w.date, w.heure_debut limit 1) w
      where ${garde})
    update creneau c set type = 'CreneauDeFormation',
      label_formation = (array[${sql.join(
        FORMATIONS.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[])[1 + (c.membre_id + choisis.n) % ${FORMATIONS.length}]
    from choisis where c.id = choisis.id`);
  const n = (x: unknown) =>
    (x as { rowCount?: number; affectedRows?: number }).rowCount ?? (x as { affectedRows?: number }).affectedRows ?? 0;
  log(
    `${n(c)} créneaux (dont ${n(f)} jours de formation) et ${n(r)} jours de repos écrits (${((Date.now() - debutSeed) / 1000).toFixed(1)} s)`,
  );
}

/** A service of 30 members in one establishment, its head and a member with known e-mails. */
async function serviceDeTrente(tx: DbOrTx, etablissementId: number): Promise<void> {
  const employes = await tx
    .select({ id: employe.id, utilisateurId: employe.utilisateurId })
    .from(employe)
    .where(eq(employe.etablissementId, etablissementId))
    .orderBy(employe.id)
    .limit(SERVICE_30.membres + 1);
  const [chef, ...membres] = employes;
  if (!chef || membres.length < SERVICE_30.membres) throw new Error('Pas assez d’employés pour le service de 30');
  const [s] = await buildServices(tx, [{ etablissementId, nom: SERVICE_30.nom, chefDeServiceId: chef.id }]);
  await buildMembres(
    tx,
    membres.map((m, i) => ({ serviceId: s!.id, employeId: m.id, couleur: '#90CAF9', heuresHebdo: 35 - (i % 3) })),
  );
  await tx.update(utilisateur).set({ email: SERVICE_30.chef }).where(eq(utilisateur.id, chef.utilisateurId));
  await tx.update(utilisateur).set({ email: SERVICE_30.membre }).where(eq(utilisateur.id, membres[0]!.utilisateurId));
}
