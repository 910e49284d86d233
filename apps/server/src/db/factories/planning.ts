import type { PosteAimId } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  creneau,
  etablissement,
  jourDeRepos,
  modeleCreneau,
  modeleJourDeRepos,
  modelePlanning,
  publicationModele,
} from '../schema';
import { buildEmploye, buildEtablissement, buildMembre, buildService, buildUtilisateur } from './index';
import { type Insert, insererEnLots } from './lots';
import { buildModeleAim } from './usager';

/**
 * Planning builders: a service with its people in each role of spec §6, members, slots and a
 * template. Used by the planning tests and the seed.
 */

let sequence = 0;

export interface Personne {
  utilisateurId: number;
  employeId: number;
  email: string;
}

async function personne(db: DbOrTx, etablissementId: number, prefixe: string, employe = {}): Promise<Personne> {
  const email = `${prefixe}.${++sequence}@planning.test`;
  const u = await buildUtilisateur(db, { email });
  const e = await buildEmploye(db, { utilisateurId: u.id, etablissementId, ...employe });
  return { utilisateurId: u.id, employeId: e.id, email };
}

/**
 * An establishment (with a head office), a service with `nbMembres` members, and the people the
 * role matrix needs: its head, an establishment administrator, a plain employee, the head of
 * another service of the same establishment, and an employee of another establishment.
 */
export async function buildEquipe(db: DbOrTx, options: { nbMembres?: number; granulariteMinutes?: number } = {}) {
  const siege = await buildEtablissement(db, { raisonSociale: `Siège ${++sequence}` });
  const etab = await buildEtablissement(db, {
    associationId: siege.associationId,
    siegeSocialId: siege.id,
    granulariteMinutes: options.granulariteMinutes ?? 15,
  });
  const autreEtab = await buildEtablissement(db);
  const chef = await personne(db, etab.id, 'chef');
  const admin = await personne(db, etab.id, 'admin', { administrateur: true });
  const salarie = await personne(db, etab.id, 'salarie');
  const chefAutre = await personne(db, etab.id, 'chefautre');
  const dehors = await personne(db, autreEtab.id, 'dehors', { administrateur: true });
  const service = await buildService(db, { etablissementId: etab.id, chefDeServiceId: chef.employeId });
  const autreService = await buildService(db, { etablissementId: etab.id, chefDeServiceId: chefAutre.employeId });
  const membres: (Personne & { membreId: number })[] = [];
  for (let i = 0; i < (options.nbMembres ?? 3); i++) {
    const p = await personne(db, etab.id, 'membre');
    const m = await buildMembre(db, { serviceId: service.id, employeId: p.employeId, heuresHebdo: 35 });
    membres.push({ ...p, membreId: m.id });
  }
  return { siege, etab, autreEtab, chef, admin, salarie, chefAutre, dehors, service, autreService, membres };
}
export type Equipe = Awaited<ReturnType<typeof buildEquipe>>;

/** Adds members to a service from new employees of the establishment. */
export async function ajouterMembres(db: DbOrTx, etablissementId: number, serviceId: number, nombre: number) {
  const membres: (Personne & { membreId: number })[] = [];
  for (let i = 0; i < nombre; i++) {
    const p = await personne(db, etablissementId, 'membre');
    const m = await buildMembre(db, { serviceId, employeId: p.employeId, heuresHebdo: 35 });
    membres.push({ ...p, membreId: m.id });
  }
  return membres;
}

export async function buildCreneau(
  db: DbOrTx,
  values: Insert<typeof creneau> & { serviceId: number; membreId: number; date: string },
) {
  const [row] = await db
    .insert(creneau)
    .values({ type: 'CreneauDeTravail', heureDebut: 420, heureFin: 840, ...values })
    .returning();
  return row!;
}

export async function buildJourDeRepos(
  db: DbOrTx,
  values: Insert<typeof jourDeRepos> & { serviceId: number; membreId: number; date: string },
) {
  const [row] = await db.insert(jourDeRepos).values(values).returning();
  return row!;
}

export interface PartsDeModele {
  creneaux?: Omit<typeof modeleCreneau.$inferInsert, 'modeleId'>[];
  repos?: Omit<typeof modeleJourDeRepos.$inferInsert, 'modeleId'>[];
}

/** Templates with their weeks and parts, each kind of row written in chunks. */
export async function buildModeles(db: DbOrTx, rows: ({ serviceId: number; nbSemaines: number } & PartsDeModele)[]) {
  const modeles = await insererEnLots(
    rows.map(({ serviceId, nbSemaines }) => ({ serviceId, nbSemaines })),
    (chunk) => db.insert(modelePlanning).values(chunk).returning(),
  );
  const parts = <T>(de: (r: PartsDeModele) => T[] | undefined) =>
    rows.flatMap((r, i) => (de(r) ?? []).map((p) => ({ ...p, modeleId: modeles[i]!.id })));
  await insererEnLots(
    parts((r) => r.creneaux),
    (chunk) => db.insert(modeleCreneau).values(chunk).returning(),
    5000,
  );
  await insererEnLots(
    parts((r) => r.repos),
    (chunk) => db.insert(modeleJourDeRepos).values(chunk).returning(),
    5000,
  );
  return modeles;
}

/** A template with `nbSemaines` weeks and the given parts. */
export async function buildModele(db: DbOrTx, serviceId: number, nbSemaines: number, parts: PartsDeModele = {}) {
  const [modele] = await buildModeles(db, [{ serviceId, nbSemaines, ...parts }]);
  return modele!;
}

/** Publications of templates, as the publication service records them. */
export function buildPublications(
  db: DbOrTx,
  rows: (Insert<typeof publicationModele> & {
    serviceId: number;
    modeleId: number;
    dateMiseEnApplication: string;
    dateHorizon: string;
  })[],
) {
  return insererEnLots(
    rows.map((values) => ({ debutCycle: 1, ...values })),
    (chunk) => db.insert(publicationModele).values(chunk).returning(),
  );
}

/** A team whose establishment has the aid sheets (`aideIndividuelleMensuelle`), its service this AIM model. */
export async function buildEquipeAim(db: DbOrTx, modele: [PosteAimId, string][]) {
  const equipe = await buildEquipe(db);
  await db.update(etablissement).set({ aideIndividuelleMensuelle: true }).where(eq(etablissement.id, equipe.etab.id));
  await buildModeleAim(db, equipe.service.id, modele);
  return equipe;
}
