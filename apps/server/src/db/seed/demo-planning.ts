import { ajouterJours, lundiDeLaSemaineDe } from '@roulement/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { horizonPublication } from '../../modules/planning/publication';
import { ecrirePlanning } from '../../modules/planning/publication.service';
import type { DbOrTx } from '../client';
import { buildCreneau, buildModele, buildPublications } from '../factories/planning';
import { creneau, membre, service } from '../schema';
import { titulairesDe } from './planning-titulaires';

/** Shifts of the demo (minutes): morning 07:00–14:00, evening 14:00–21:30, night 21:15–07:15 in two slots. */
const MATIN = [420, 840] as const;
const SOIR = [840, 1290] as const;
const NUIT = [1275, 1440] as const;
const FIN_DE_NUIT = [0, 435] as const;

/**
 * A four-week rotation, one letter a day from Monday: M morning, S evening, N night, R rest day,
 * '-' off (the morning after the last night). Member i starts at week i mod 4, so that each day of
 * the week, weekends included, has a morning and an evening (a home is staffed every day) and
 * four nights of seven are covered. 35 to 36.5 hours a week, two rest days in each, never an
 * evening followed by a morning, nor a night by a day's shift: it raises none of the planning
 * alerts (11 h of daily rest).
 */
export const ROTATION = ['MMMMMRR', 'SSSRRMM', 'RRNN-SS', 'NN-SSRR'] as const;

export interface PartsDeModele {
  creneaux: { membreId: number; ordreSemaine: number; jourId: number; heureDebut: number; heureFin: number }[];
  repos: { membreId: number; ordreSemaine: number; jourId: number; demiJour: boolean }[];
}

/** The template parts of the rotation for these members (a night's morning part on the next day). */
export function partsDeRotation(membreIds: readonly number[]): PartsDeModele {
  const parts: PartsDeModele = { creneaux: [], repos: [] };
  membreIds.forEach((membreId, i) => {
    for (let w = 0; w < ROTATION.length; w++) {
      const semaine = ROTATION[(w + i) % ROTATION.length]!;
      const ordreSemaine = w + 1;
      [...semaine].forEach((code, j) => {
        const jourId = j + 1;
        const ajouter = (h: readonly [number, number], o = ordreSemaine, jour = jourId) =>
          parts.creneaux.push({ membreId, ordreSemaine: o, jourId: jour, heureDebut: h[0], heureFin: h[1] });
        if (code === 'M') ajouter(MATIN);
        if (code === 'S') ajouter(SOIR);
        if (code === 'N') {
          ajouter(NUIT);
          // Rotation weeks never end on a night, so the morning part stays in the same week.
          ajouter(FIN_DE_NUIT, ordreSemaine, jourId + 1);
        }
        if (code === 'R') parts.repos.push({ membreId, ordreSemaine, jourId, demiJour: false });
      });
    }
  });
  return parts;
}

/**
 * Every demo service gets the rotation as its template, published from four weeks ago to the
 * horizon, plus a few replacements, overtime, recovery and training slots around today.
 */
export async function seedDemoPlanning(tx: DbOrTx, today: string): Promise<void> {
  const debut = lundiDeLaSemaineDe(ajouterJours(today, -28));
  const services = await tx.select({ id: service.id }).from(service).orderBy(asc(service.id));
  for (const s of services) {
    const titulaires = await titulairesDe(tx, s.id, today);
    if (titulaires.length === 0) continue;
    const modele = await buildModele(tx, s.id, ROTATION.length, partsDeRotation(titulaires));
    const dateHorizon = horizonPublication(today);
    const cycle = { dateMiseEnApplication: debut, debutCycle: 1, nbSemaines: ROTATION.length };
    // The publication service's own writing of the template's weeks, as PUT …/publier does.
    await ecrirePlanning(tx, { serviceId: s.id, modeleId: modele.id, cycle, du: debut, au: dateHorizon });
    await buildPublications(tx, [{ serviceId: s.id, modeleId: modele.id, dateMiseEnApplication: debut, dateHorizon }]);
    await ajustementsDemo(tx, s.id, lundiDeLaSemaineDe(today));
  }
}

/** Around the current week: a replacement, overtime, a recovery and a training. */
async function ajustementsDemo(tx: DbOrTx, serviceId: number, lundi: string): Promise<void> {
  const rows = await tx
    .select()
    .from(creneau)
    .where(and(eq(creneau.serviceId, serviceId), gte(creneau.date, lundi), lte(creneau.date, ajouterJours(lundi, 13))))
    .orderBy(asc(creneau.date), asc(creneau.heureDebut), asc(creneau.id));
  const membres = (await tx.select({ id: membre.id }).from(membre).where(eq(membre.serviceId, serviceId))).map(
    (m) => m.id,
  );
  const libre = (membreId: number, date: string) => !rows.some((c) => c.membreId === membreId && c.date === date);
  const matins = rows.filter((c) => c.heureDebut === MATIN[0] && c.heureFin === MATIN[1]);
  // A replacement on Wednesday by a member free that day.
  const remplace = matins.find((c) => c.date >= ajouterJours(lundi, 2));
  const remplacant = remplace && membres.find((m) => m !== remplace.membreId && libre(m, remplace.date));
  if (remplace && remplacant) {
    await buildCreneau(tx, {
      serviceId,
      membreId: remplacant,
      type: 'CreneauDeRemplacement',
      date: remplace.date,
      heureDebut: remplace.heureDebut,
      heureFin: remplace.heureFin,
      remplaceId: remplace.id,
    });
  }
  // Overtime: an evening shift extended by an hour.
  const soir = rows.find((c) => c.heureDebut === SOIR[0] && c.heureFin === SOIR[1] && c.date >= ajouterJours(lundi, 3));
  if (soir) {
    await buildCreneau(tx, {
      serviceId,
      membreId: soir.membreId,
      type: 'CreneauHeuresSupplementaires',
      date: soir.date,
      heureDebut: 1290,
      heureFin: 1350,
      origineCreneauId: soir.id,
    });
  }
  // Recovery: a morning shift started an hour later.
  const recup = matins.find((c) => c.date >= ajouterJours(lundi, 4) && c.id !== remplace?.id);
  if (recup) {
    await tx.update(creneau).set({ heureDebut: 480 }).where(eq(creneau.id, recup.id));
    await buildCreneau(tx, {
      serviceId,
      membreId: recup.membreId,
      type: 'CreneauDeRecuperation',
      date: recup.date,
      heureDebut: 420,
      heureFin: 480,
      origineCreneauId: recup.id,
    });
  }
  // Training next Tuesday for a member who does not work that day.
  const mardi = ajouterJours(lundi, 8);
  const stagiaire = membres.find((m) => libre(m, mardi));
  if (stagiaire) {
    await buildCreneau(tx, {
      serviceId,
      membreId: stagiaire,
      type: 'CreneauDeFormation',
      date: mardi,
      heureDebut: 540,
      heureFin: 1020,
      labelFormation: 'Premiers secours (PSC1)',
    });
  }
}
