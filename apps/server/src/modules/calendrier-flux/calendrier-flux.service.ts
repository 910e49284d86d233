import { dateLocale, type FluxCalendrier, isoDate, MESSAGE_FLUX_INTROUVABLE } from '@roulement/contract';
import { addMonths, subMonths } from 'date-fns';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { hashJeton } from '../auth/lien.service';
import {
  findTitulaireParHash,
  listAbsencesDesServices,
  listCongesDuTitulaire,
  listCreneauxDuTitulaire,
  listServicesDiriges,
} from './calendrier-flux.lecture';
import { type FluxCalendrierRow, findFluxByUtilisateur, insertFlux, remplacerFlux } from './calendrier-flux.repository';
import { evenementsDesAbsences, evenementsDuTitulaire } from './evenements';
import { calendrierIcal } from './ical';
import { jetonDuFlux, nouvelleGraine } from './jeton-flux';

/** Where the feeds are reached: the application's address, and the signing secret of the tokens. */
export interface AccesFlux {
  origine: string;
  secret: string;
}

function nouveauFlux(secret: string, utilisateurId: number) {
  const graine = nouvelleGraine();
  return { utilisateurId, graine, jetonHash: hashJeton(jetonDuFlux(secret, graine)) };
}

async function reponse(db: Db, acces: AccesFlux, flux: FluxCalendrierRow): Promise<FluxCalendrier> {
  const jeton = jetonDuFlux(acces.secret, flux.graine);
  const chef = (await listServicesDiriges(db, flux.utilisateurId, todayInParis())).length > 0;
  return {
    planning: `${acces.origine}/api/calendrier-flux/${jeton}.ics`,
    absences: chef ? `${acces.origine}/api/calendrier-flux/absences/${jeton}.ics` : null,
    creeLe: flux.creeLe.toISOString(),
  };
}

/** The signed-in user's feed addresses; the first read creates the feed (with its history row). */
export async function lireFlux(db: Db, acces: AccesFlux, actor: Actor): Promise<FluxCalendrier> {
  let flux = await findFluxByUtilisateur(db, actor.utilisateurId);
  if (!flux) {
    flux = await db.transaction(async (tx) => {
      const cree = await insertFlux(tx, nouveauFlux(acces.secret, actor.utilisateurId));
      // Two first reads at once: the other one created it, with its own history row.
      if (!cree) return findFluxByUtilisateur(tx, actor.utilisateurId);
      await journaliser(tx, actor, {
        entite: 'flux_calendrier',
        entiteId: actor.utilisateurId,
        action: 'CREATION',
        employeId: null,
        etablissementId: null,
      });
      return cree;
    });
    if (!flux) throw new Error('flux de calendrier introuvable après sa création');
  }
  return reponse(db, acces, flux);
}

/** New addresses: the old ones answer 404 from the moment the transaction commits. */
export async function regenererFlux(db: Db, acces: AccesFlux, actor: Actor): Promise<FluxCalendrier> {
  const flux = await db.transaction(async (tx) => {
    const nouveau = await remplacerFlux(tx, nouveauFlux(acces.secret, actor.utilisateurId), new Date());
    await journaliser(tx, actor, {
      entite: 'flux_calendrier',
      entiteId: actor.utilisateurId,
      action: 'MODIFICATION',
      // The token itself never reaches the history.
      apres: { adresse: 'régénérée' },
      employeId: null,
      etablissementId: null,
    });
    return nouveau;
  });
  return reponse(db, acces, flux);
}

/** What a feed covers (issue 12): from a month ago to twelve months ahead, Paris days. */
export function periodeDuFlux(aujourdhui: string): { du: string; au: string } {
  const jour = dateLocale(aujourdhui);
  return { du: isoDate(subMonths(jour, 1)), au: isoDate(addMonths(jour, 12)) };
}

async function titulaire(db: Db, jeton: string) {
  const trouve = await findTitulaireParHash(db, hashJeton(jeton));
  if (!trouve) throw notFound(MESSAGE_FLUX_INTROUVABLE);
  return trouve;
}

/** The public feed of a user's slots and leave (no session: the token is the key). Three queries. */
export async function calendrierDuTitulaire(db: Db, jeton: string, maintenant = new Date()): Promise<string> {
  const t = await titulaire(db, jeton);
  const { du, au } = periodeDuFlux(todayInParis(maintenant));
  const creneaux = await listCreneauxDuTitulaire(db, t.utilisateurId, du, au);
  const conges = await listCongesDuTitulaire(db, t.utilisateurId, du, au);
  return calendrierIcal(
    `Roulement — ${t.prenom} ${t.nom}`,
    evenementsDuTitulaire(creneaux, conges, du, au),
    maintenant,
  );
}

/** The public feed of the absences of a head's services; 404 for someone who heads none. Three queries. */
export async function calendrierDesAbsences(db: Db, jeton: string, maintenant = new Date()): Promise<string> {
  const t = await titulaire(db, jeton);
  const aujourdhui = todayInParis(maintenant);
  const services = await listServicesDiriges(db, t.utilisateurId, aujourdhui);
  if (services.length === 0) throw notFound(MESSAGE_FLUX_INTROUVABLE);
  const { du, au } = periodeDuFlux(aujourdhui);
  const absences = await listAbsencesDesServices(
    db,
    services.map((s) => s.id),
    du,
    au,
  );
  return calendrierIcal(`Roulement — absences de mes services`, evenementsDesAbsences(absences), maintenant);
}
