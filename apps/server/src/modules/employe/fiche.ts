import {
  ajouterJours,
  CONTRAT_TYPE_CDI,
  type Contrat,
  type Employe,
  type HeureCredit,
  jourIdDe,
  semaineDe,
  statutContrat,
  trierContrats,
} from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { todayInParis } from '../../lib/dates';
import { congesDeLaFiche } from './conges-de-la-fiche';
import { type CreneauLu, ecartsDe, sommeMinutesEffectives } from './ecarts';
import { abilitiesOf, type EmployeScope } from './employe.policy';
import { type FicheLue, findFiche, findFichesDeUtilisateur } from './fiche.lecture';
import type { HeureCreditRow } from './heures.repository';
import { joursCouverts } from './indisponibilites';
import { calculerRecuperations } from './recuperation';
import { toResume } from './resume';

export function toHeureCredit(row: HeureCreditRow): HeureCredit {
  return {
    heureCreditId: row.id,
    date: row.date,
    raison: row.raison,
    commentaire: row.commentaire,
    soldeEnMinute: row.minutes,
  };
}

type ContratFiche = FicheLue['contrats'][number];

function toContrat(c: ContratFiche, aujourdhui: string): Contrat {
  return {
    contratId: c.id,
    type: {
      contratTypeId: c.type.id,
      acronyme: c.type.acronyme,
      libelle: c.type.libelle,
      eligibleRemplacement: c.type.eligibleRemplacement,
    },
    heuresHebdo: c.heuresHebdo,
    metier: { metierId: c.metier.id, libelle: c.metier.libelle },
    dateDebut: c.dateDebut,
    dateFin: c.dateFin,
    cadre: c.cadre,
    nbJoursAstreintesAnnuels: c.nbJoursAstreintesAnnuels,
    status: statutContrat(c, aujourdhui),
    remplaceEmployeId: c.remplaceEmployeId,
    remplaceNomComplet: c.remplaceNomComplet,
  };
}

function toFiche(row: FicheLue, actor: Actor, aujourdhui: string): Employe {
  const etablissement = {
    etablissementId: row.etablissement.id,
    raisonSociale: row.etablissement.raisonSociale,
    siegeSocialId: row.etablissement.siegeSocialId,
    granulariteMinutes: row.etablissement.granulariteMinutes,
  };
  const scope = scopeDeRow(row, aujourdhui);
  const abilities = abilitiesOf(actor, scope);
  const contrats = trierContrats(
    row.contrats.map((c) => toContrat(c, aujourdhui)),
    aujourdhui,
  );
  const courant = contrats.find((c) => c.status !== 'Terminé');
  const u = row.utilisateur;
  return {
    ...toResume(
      {
        employeId: row.id,
        emailPro: row.emailPro,
        utilisateurId: u.id,
        genre: u.genre,
        nom: u.nom,
        prenom: u.prenom,
        email: u.email,
        hasAvatar: u.hasAvatar,
      },
      contrats.map((c) => ({ dateDebut: c.dateDebut, dateFin: c.dateFin, metier: c.metier.libelle })),
      aujourdhui,
    ),
    etablissement,
    titulaire: courant?.type.contratTypeId === CONTRAT_TYPE_CDI,
    salarie: courant !== undefined,
    cadre: courant?.cadre ?? false,
    delegueDuPersonnel: row.delegueDuPersonnel,
    administrateur: row.administrateur,
    soldeRecupInitial: row.soldeRecupInitial,
    dateEntreeAnciennete: row.dateEntreeAnciennete,
    indisponibilites: indisponibilitesDe(row.conges, aujourdhui),
    contrats,
    ...congesDeLaFiche
      .get()
      .contenu({ conges: row.conges, credits: row.congesCredits, types: row.types }, abilities.modifier, aujourdhui),
    recuperations: calculerRecuperations(
      row.soldeRecupInitial,
      row.heureCredits.map(toHeureCredit),
      ecartsDe(row.creneaux, row.contrats),
      aujourdhui,
    ),
    heuresDeTravail: heuresDeTravailDe(courant, row.creneaux, row.conges, aujourdhui),
    membres: row.membres.map(({ id, dateFin: _, ...m }) => ({ membreId: id, ...m })),
    abilities,
  };
}

/**
 * A whole employee record (spec §3, Employé) in a fixed number of queries whatever its contents (findFiche), with
 * the permission scope it was read with.
 */
export async function lireFiche(
  db: DbOrTx,
  actor: Actor,
  id: number,
  aujourdhui: string = todayInParis(),
): Promise<{ fiche: Employe; scope: EmployeScope } | undefined> {
  const row = await findFiche(db, id);
  return row && { fiche: toFiche(row, actor, aujourdhui), scope: scopeDeRow(row, aujourdhui) };
}

/** A user's records, one per establishment, in a fixed number of queries whatever their count. */
export async function lireFichesDeUtilisateur(db: DbOrTx, actor: Actor, utilisateurId: number): Promise<Employe[]> {
  const aujourdhui = todayInParis();
  return (await findFichesDeUtilisateur(db, utilisateurId)).map((row) => toFiche(row, actor, aujourdhui));
}

/** The permission scope of a record read: its establishment and the services it belongs to from today. */
function scopeDeRow(row: FicheLue, aujourdhui: string): EmployeScope {
  return {
    employeId: row.id,
    utilisateurId: row.utilisateurId,
    etablissement: { etablissementId: row.etablissement.id, siegeSocialId: row.etablissement.siegeSocialId },
    services: row.membres.filter((m) => m.dateFin === null || m.dateFin >= aujourdhui).map((m) => m.serviceId),
  };
}

type PeriodeConges = Pick<FicheLue['conges'][number], 'dateDebut' | 'dateFin'>;
const periodes = (conges: readonly PeriodeConges[]) => conges.map((c) => [c.dateDebut, c.dateFin] as const);

/** Days of leave from a week ago to a year ahead, as the planning shows unavailability (decision 022). */
function indisponibilitesDe(conges: readonly PeriodeConges[], aujourdhui: string): Employe['indisponibilites'] {
  const jours = joursCouverts(periodes(conges), ajouterJours(aujourdhui, -7), ajouterJours(aujourdhui, 365));
  return [...jours].sort().map((date) => ({ jour: { jourId: jourIdDe(date) }, semaine: semaineDe(date) }));
}

/**
 * Worked hours are for non-permanent contracts only (spec §2.11): minutes of the effective slots
 * (work, extra hours, replacement, training) of the current contract, days of leave excluded, up
 * to today (`aDate`) and over the whole contract (`prevues`). See decision 008.
 */
function heuresDeTravailDe(
  courant: Pick<Contrat, 'type' | 'dateDebut' | 'dateFin'> | undefined,
  creneaux: readonly CreneauLu[],
  conges: readonly PeriodeConges[],
  aujourdhui: string,
) {
  if (!courant || courant.type.contratTypeId === CONTRAT_TYPE_CDI) return null;
  const fin = courant.dateFin ?? '9999-12-31';
  const indisponibles = joursCouverts(periodes(conges), courant.dateDebut, fin);
  const aDateFin = fin < aujourdhui ? fin : aujourdhui;
  return {
    aDate: sommeMinutesEffectives(creneaux, indisponibles, courant.dateDebut, aDateFin),
    prevues: sommeMinutesEffectives(creneaux, indisponibles, courant.dateDebut, fin),
  };
}
