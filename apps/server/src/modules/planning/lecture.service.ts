import {
  ajouterJours,
  type Creneau,
  compteursHeures,
  estAdministrateurEtablissement,
  isAdministrateur,
  jourIdDe,
  lundiDe,
  numeroSemaine,
  type PlanningSemaine,
  type PlanningUtilisateur,
  peutGererService,
  type Semaine,
  type SemaineInfo,
  semaineDe,
} from '@roulement/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { todayInParis } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { joursFeriesEntre } from '../calendrier/jours-feries';
import { congesAvecType, joursCouverts, joursIndisponibles } from '../employe/indisponibilites';
import { findMembre, listMembresDeUtilisateur, listMembresDuService, type MembreRow } from '../service/membre.lecture';
import { toMembre } from '../service/membre.service';
import type { ServiceRow } from '../service/service.lecture';
import { canGererService, scopeOf } from '../service/service.policy';
import { assertVisible, loadServiceVisible } from '../service/service.service';
import { absencesDeLaSemaine } from './absences-semaine';
import { listCreneauxDeUtilisateur, listJoursDeReposDeUtilisateur } from './creneau.lecture';
import {
  listCreneauxMembres,
  listCreneauxService,
  listJoursDeReposService,
  listRemplacementsDe,
} from './creneau.repository';
import { type ContexteCreneaux, estIndisponible, toCreneaux, toJoursDeRepos } from './creneau-vue';
import { congesDesJours, feriesDesJours } from './jours-utilisateur';
import { lireSemaineDuService } from './semaine.lecture';

function semaineInfo(s: Semaine): SemaineInfo {
  const lundi = lundiDe(s);
  return { ...s, numeroSemaine: numeroSemaine(s), dateDebut: lundi, dateFin: ajouterJours(lundi, 6) };
}

/** The actor's rights on every slot of one service (head or administrator, spec §6). */
function droitsSurService(actor: Actor, service: ServiceRow) {
  const gerer = canGererService(actor, service);
  const administrer = estAdministrateurEtablissement(actor, scopeOf(service).etablissement);
  return { gerer: () => gerer, administrer: () => administrer };
}

const parMembre = (rows: readonly MembreRow[]) =>
  new Map(rows.map((m) => [m.membreId, { employeId: m.employeId, utilisateurId: m.utilisateurId }]));

/**
 * The week of a service (spec §2.8): the members present, their slots with the actor's menu, and
 * the hours counters, with the holidays the service counts automatically (decision 076).
 */
export async function planningSemaine(db: Db, actor: Actor, serviceId: number, s: Semaine): Promise<PlanningSemaine> {
  const semaine = semaineInfo(s);
  const today = todayInParis();
  const lu = await lireSemaineDuService(db, serviceId, {
    du: semaine.dateDebut,
    au: semaine.dateFin,
    today,
    publieAvant: today > semaine.dateFin ? today : semaine.dateFin,
  });
  const service = assertVisible(actor, lu.service);
  const { membres: membresEtConges, creneaux: rows } = lu;
  const membres = membresEtConges.map(({ conges: _, ...m }) => m);
  const jours = new Map(
    membresEtConges.map((m) => [
      m.employeId,
      joursCouverts(
        m.conges.map((c) => [c.dateDebut, c.dateFin] as const),
        semaine.dateDebut,
        semaine.dateFin,
      ),
    ]),
  );
  const droits = droitsSurService(actor, service);
  const gerer = droits.gerer();
  const ctx: ContexteCreneaux = {
    actor,
    membres: parMembre(membres),
    jours,
    remplacements: rows.filter((r) => r.remplaceId !== null),
    ...droits,
  };
  const feriesAutomatiques = service.heuresSurJoursFeriesAutomatiques
    ? joursFeriesEntre(semaine.dateDebut, semaine.dateFin)
    : [];
  return {
    serviceId,
    semaine,
    modeleEnVigueur: service.modeleEnVigueur,
    membres: membres.map((m) => toMembre(m, jours.get(m.employeId))),
    creneaux: toCreneaux(rows, ctx),
    absences: absencesDeLaSemaine(membresEtConges, semaine.dateDebut, semaine.dateFin),
    feriesAutomatiques,
    compteurs: compteursHeures(
      membres,
      rows,
      (membreId, date) => estIndisponible(ctx, membreId, date),
      feriesAutomatiques,
    ),
    abilities: { ajouterCreneau: gerer, ajouterFormation: gerer, modifierModele: gerer },
  };
}

/** A service's slots of a day, as every slot mutation answers them. */
export async function creneauxDuJourDe(
  db: DbOrTx,
  actor: Actor,
  service: ServiceRow,
  date: string,
): Promise<Creneau[]> {
  const today = todayInParis();
  const membres = await listMembresDuService(db, service.serviceId, date, today);
  const rows = await listCreneauxService(db, service.serviceId, date, date);
  const jours = await joursIndisponibles(
    db,
    membres.map((m) => m.employeId),
    date,
    date,
  );
  return toCreneaux(rows, {
    actor,
    membres: parMembre(membres),
    jours,
    remplacements: rows.filter((r) => r.remplaceId !== null),
    ...droitsSurService(actor, service),
  });
}

export async function creneauxDuJour(db: DbOrTx, actor: Actor, serviceId: number, date: string) {
  return creneauxDuJourDe(db, actor, await loadServiceVisible(db, actor, serviceId), date);
}

export async function creneauxDuMembre(db: DbOrTx, actor: Actor, membreId: number, date: string) {
  const membre = await findMembre(db, membreId, todayInParis());
  if (!membre) throw notFound('Membre introuvable');
  const service = await loadServiceVisible(db, actor, membre.serviceId).catch(() => {
    throw notFound('Membre introuvable');
  });
  const rows = await listCreneauxMembres(db, [membreId], date, date);
  const remplacements = await listRemplacementsDe(
    db,
    rows.map((r) => r.id),
  );
  const jours = await joursIndisponibles(db, [membre.employeId], date, date);
  return toCreneaux(rows, {
    actor,
    membres: parMembre([membre]),
    jours,
    remplacements,
    ...droitsSurService(actor, service),
  });
}

export async function joursDeReposSemaine(db: DbOrTx, actor: Actor, serviceId: number, s: Semaine) {
  await loadServiceVisible(db, actor, serviceId);
  const semaine = semaineInfo(s);
  return toJoursDeRepos(await listJoursDeReposService(db, serviceId, semaine.dateDebut, semaine.dateFin));
}

/**
 * /planning: the signed-in user's week across services and establishments. Another user's is
 * outside the actor's scope (404), except for the Administrateur.
 */
export async function planningUtilisateur(
  db: Db,
  actor: Actor,
  utilisateurId: number,
  s: Semaine,
): Promise<PlanningUtilisateur> {
  if (utilisateurId !== actor.utilisateurId && !isAdministrateur(actor)) throw notFound('Utilisateur introuvable');
  const semaine = semaineInfo(s);
  const membres = await listMembresDeUtilisateur(db, utilisateurId, semaine.dateDebut, todayInParis());
  const rows = await listCreneauxDeUtilisateur(db, utilisateurId, semaine.dateDebut, semaine.dateFin);
  const repos = await listJoursDeReposDeUtilisateur(db, utilisateurId, semaine.dateDebut, semaine.dateFin);
  const remplacements = await listRemplacementsDe(
    db,
    rows.map((r) => r.id),
  );
  const conges = await congesAvecType(
    db,
    membres.map((m) => m.employeId),
    semaine.dateDebut,
    semaine.dateFin,
  );
  const jours = new Map(
    membres.map((m) => {
      const periodes = (conges.get(m.employeId) ?? []).map((c) => [c.dateDebut, c.dateFin] as const);
      return [m.employeId, joursCouverts(periodes, semaine.dateDebut, semaine.dateFin)];
    }),
  );
  const droitsParService = new Map(
    membres.map((m) => {
      const etablissement = { etablissementId: m.serviceEtablissementId, siegeSocialId: m.siegeSocialId };
      return [
        m.serviceId,
        {
          gerer: peutGererService(actor, { serviceId: m.serviceId, etablissement }),
          administrer: estAdministrateurEtablissement(actor, etablissement),
        },
      ];
    }),
  );
  const indisponibilites = [...new Set(membres.flatMap((m) => [...(jours.get(m.employeId) ?? [])]))]
    .sort()
    .map((date) => ({ jour: { jourId: jourIdDe(date) }, semaine: semaineDe(date) }));
  return {
    utilisateurId,
    semaine,
    services: membres.map((m) => ({
      serviceId: m.serviceId,
      nom: m.serviceNom,
      etablissementId: m.serviceEtablissementId,
      raisonSociale: m.raisonSociale,
      membreId: m.membreId,
      couleur: m.couleur,
    })),
    creneaux: toCreneaux(rows, {
      actor,
      membres: parMembre(membres),
      jours,
      remplacements,
      gerer: (serviceId) => droitsParService.get(serviceId)?.gerer ?? false,
      administrer: (serviceId) => droitsParService.get(serviceId)?.administrer ?? false,
    }),
    joursDeRepos: toJoursDeRepos(repos),
    indisponibilites,
    conges: congesDesJours(membres, conges, semaine.dateDebut, semaine.dateFin),
    joursFeries: feriesDesJours(semaine.dateDebut, semaine.dateFin),
  };
}
