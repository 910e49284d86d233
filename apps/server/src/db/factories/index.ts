import { eq } from 'drizzle-orm';
import { refreshRolesOf } from '../../modules/auth/acl.service';
import { nomRechercheDe } from '../../modules/auth/auth.repository';
import { hashPassword } from '../../modules/auth/password-hash';
import type { DbOrTx } from '../client';
import {
  association,
  contrat,
  employe,
  etablissement,
  etablissementComptable,
  membre,
  service,
  utilisateur,
} from '../schema';
import { type Insert, insererEnLots } from './lots';

export * from './conges';
export * from './demande';
export type { Insert } from './lots';
export * from './usager';

/**
 * Data builders shared by the tests and the seed (ARCHITECTURE.md §4.9): each table's defaults are
 * written here once. A single builder (`buildEmploye`) creates the parents it is not given and
 * refreshes the roles it changes, so a test states only what matters to it; a bulk builder
 * (`buildEmployes`) takes its parents' ids, writes in chunks, and leaves the roles to one
 * `refreshRolesOf` at the end of the seed.
 */

export const DEFAULT_PASSWORD = 'Demo-2026!';
let defaultHash: Promise<string> | undefined;
/** One hash reused for every built user: hashing is deliberately slow. */
export function defaultPasswordHash(): Promise<string> {
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
}

let sequence = 0;
const next = () => ++sequence;

export async function buildAssociation(db: DbOrTx, overrides: Insert<typeof association> = {}) {
  const [row] = await db
    .insert(association)
    .values({ nom: `Association ${next()}`, ...overrides })
    .returning();
  return row!;
}

export function buildEtablissements(db: DbOrTx, rows: (Insert<typeof etablissement> & { associationId: number })[]) {
  return insererEnLots(
    rows.map((values) => ({ raisonSociale: `Établissement ${next()}`, ...values })),
    (chunk) => db.insert(etablissement).values(chunk).returning(),
  );
}

export async function buildEtablissement(db: DbOrTx, overrides: Insert<typeof etablissement> = {}) {
  const associationId = overrides.associationId ?? (await buildAssociation(db)).id;
  const [row] = await buildEtablissements(db, [{ ...overrides, associationId }]);
  return row!;
}

export async function buildUtilisateurs(db: DbOrTx, rows: (Insert<typeof utilisateur> & { password?: string })[]) {
  const valeurs = await Promise.all(
    rows.map(async ({ password, ...values }) => {
      const n = next();
      const identite = { nom: `Nom${n}`, prenom: `Prenom${n}`, ...values };
      return {
        email: `utilisateur${n}@test.local`,
        genre: 'Mme' as const,
        passwordHash: password ? await hashPassword(password) : await defaultPasswordHash(),
        ...identite,
        nomRecherche: nomRechercheDe(identite),
      };
    }),
  );
  return insererEnLots(valeurs, (chunk) => db.insert(utilisateur).values(chunk).returning());
}

export async function buildUtilisateur(db: DbOrTx, overrides: Insert<typeof utilisateur> & { password?: string } = {}) {
  const [row] = await buildUtilisateurs(db, [overrides]);
  await refreshRolesOf(db, [row!.id]);
  return row!;
}

export function buildEmployes(
  db: DbOrTx,
  rows: (Insert<typeof employe> & { utilisateurId: number; etablissementId: number })[],
) {
  return insererEnLots(rows, (chunk) => db.insert(employe).values(chunk).returning());
}

/** Contracts: a full-time CDI of the first job since 2020 unless told otherwise. */
export function buildContrats(db: DbOrTx, rows: (Insert<typeof contrat> & { employeId: number })[]) {
  return insererEnLots(
    rows.map((values) => ({ contratTypeId: 1, metierId: 1, heuresHebdo: 35, dateDebut: '2020-01-01', ...values })),
    (chunk) => db.insert(contrat).values(chunk).returning(),
  );
}

export async function buildEmploye(
  db: DbOrTx,
  overrides: Insert<typeof employe> & { contrat?: Insert<typeof contrat> | null } = {},
) {
  const { contrat: contratOverrides, ...values } = overrides;
  const utilisateurId = values.utilisateurId ?? (await buildUtilisateur(db)).id;
  const etablissementId = values.etablissementId ?? (await buildEtablissement(db)).id;
  const [row] = await buildEmployes(db, [{ ...values, utilisateurId, etablissementId }]);
  if (contratOverrides !== null) await buildContrats(db, [{ ...contratOverrides, employeId: row!.id }]);
  await refreshRolesOf(db, [utilisateurId]);
  return row!;
}

export function buildServices(db: DbOrTx, rows: (Insert<typeof service> & { etablissementId: number })[]) {
  return insererEnLots(
    rows.map((values) => ({ nom: `Service ${next()}`, ...values })),
    (chunk) => db.insert(service).values(chunk).returning(),
  );
}

export async function buildService(db: DbOrTx, overrides: Insert<typeof service> & { etablissementId: number }) {
  const [row] = await buildServices(db, [overrides]);
  if (row!.chefDeServiceId) {
    const [chef] = await db
      .select({ u: employe.utilisateurId })
      .from(employe)
      .where(eq(employe.id, row!.chefDeServiceId));
    if (chef) await refreshRolesOf(db, [chef.u]);
  }
  return row!;
}

export function buildMembres(db: DbOrTx, rows: (Insert<typeof membre> & { serviceId: number; employeId: number })[]) {
  return insererEnLots(rows, (chunk) => db.insert(membre).values(chunk).returning());
}

export async function buildMembre(
  db: DbOrTx,
  values: Insert<typeof membre> & { serviceId: number; employeId: number },
) {
  const [row] = await buildMembres(db, [values]);
  return row!;
}

export async function designerDirecteur(db: DbOrTx, etablissementId: number, employeId: number, utilisateurId: number) {
  await db.update(etablissement).set({ directeurId: employeId }).where(eq(etablissement.id, etablissementId));
  await refreshRolesOf(db, [utilisateurId]);
}

export async function ajouterComptable(db: DbOrTx, etablissementId: number, utilisateurId: number) {
  await db.insert(etablissementComptable).values({ etablissementId, utilisateurId });
  await refreshRolesOf(db, [utilisateurId]);
}
