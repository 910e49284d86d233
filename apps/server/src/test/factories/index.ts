import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  association,
  conges,
  congesCredit,
  congesType,
  contrat,
  employe,
  etablissement,
  etablissementComptable,
  heureCredit,
  membre,
  service,
  utilisateur,
} from '../../db/schema';
import { refreshRolesOf } from '../../modules/administration/acl.service';
import { nomRechercheDe } from '../../modules/auth/auth.repository';
import { hashPassword } from '../../modules/auth/password-hash';
import { compterJours } from '../../modules/conges/decompte';

/**
 * Data builders shared by the tests and the demo seed. Each creates the parents it is not given,
 * so a test states only what matters to it.
 */

export const DEFAULT_PASSWORD = 'Demo-2026!';
let defaultHash: Promise<string> | undefined;
/** One scrypt hash reused for every built user: hashing is deliberately slow. */
export function defaultPasswordHash(): Promise<string> {
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
}

let sequence = 0;
const next = () => ++sequence;

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function buildAssociation(db: DbOrTx, overrides: Insert<typeof association> = {}) {
  const [row] = await db
    .insert(association)
    .values({ nom: `Association ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function buildEtablissement(db: DbOrTx, overrides: Insert<typeof etablissement> = {}) {
  const associationId = overrides.associationId ?? (await buildAssociation(db)).id;
  const [row] = await db
    .insert(etablissement)
    .values({ raisonSociale: `Établissement ${next()}`, ...overrides, associationId })
    .returning();
  return row!;
}

export async function buildUtilisateur(db: DbOrTx, overrides: Insert<typeof utilisateur> & { password?: string } = {}) {
  const { password, ...values } = overrides;
  const n = next();
  const passwordHash = password ? await hashPassword(password) : await defaultPasswordHash();
  const identite = { nom: `Nom${n}`, prenom: `Prenom${n}`, ...values };
  const [row] = await db
    .insert(utilisateur)
    .values({
      email: `utilisateur${n}@test.local`,
      genre: 'Mme',
      passwordHash,
      ...identite,
      nomRecherche: nomRechercheDe(identite),
    })
    .returning();
  await refreshRolesOf(db, [row!.id]);
  return row!;
}

export async function buildEmploye(
  db: DbOrTx,
  overrides: Insert<typeof employe> & { contrat?: Insert<typeof contrat> | null } = {},
) {
  const { contrat: contratOverrides, ...values } = overrides;
  const utilisateurId = values.utilisateurId ?? (await buildUtilisateur(db)).id;
  const etablissementId = values.etablissementId ?? (await buildEtablissement(db)).id;
  const [row] = await db
    .insert(employe)
    .values({ ...values, utilisateurId, etablissementId })
    .returning();
  if (contratOverrides !== null) {
    await db.insert(contrat).values({
      contratTypeId: 1,
      metierId: 1,
      heuresHebdo: 35,
      dateDebut: '2020-01-01',
      ...contratOverrides,
      employeId: row!.id,
    });
  }
  await refreshRolesOf(db, [utilisateurId]);
  return row!;
}

export async function buildService(db: DbOrTx, overrides: Insert<typeof service> & { etablissementId: number }) {
  const [row] = await db
    .insert(service)
    .values({ nom: `Service ${next()}`, ...overrides })
    .returning();
  if (row!.chefDeServiceId) {
    const [chef] = await db
      .select({ u: employe.utilisateurId })
      .from(employe)
      .where(eq(employe.id, row!.chefDeServiceId));
    if (chef) await refreshRolesOf(db, [chef.u]);
  }
  return row!;
}

export async function buildMembre(
  db: DbOrTx,
  values: Insert<typeof membre> & { serviceId: number; employeId: number },
) {
  const [row] = await db.insert(membre).values(values).returning();
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

/** A leave; nbJours counted by the type's mode unless given. */
export async function buildConges(
  db: DbOrTx,
  values: Insert<typeof conges> & { employeId: number; dateDebut: string },
) {
  const congesTypeId = values.congesTypeId ?? 1;
  const dateFin = values.dateFin ?? values.dateDebut;
  const demiJournee = values.demiJournee ?? 0;
  let nbJours = values.nbJours;
  if (nbJours === undefined) {
    const [type] = await db.select().from(congesType).where(eq(congesType.id, congesTypeId));
    nbJours = compterJours(type!.modeDecompte, { dateDebut: values.dateDebut, dateFin, demiJournee });
  }
  const [row] = await db
    .insert(conges)
    .values({ ...values, congesTypeId, dateFin, demiJournee, nbJours })
    .returning();
  return row!;
}

export async function buildCongesCredit(
  db: DbOrTx,
  values: Insert<typeof congesCredit> & { employeId: number; nbJours: number },
) {
  const [row] = await db
    .insert(congesCredit)
    .values({ congesTypeId: 1, date: '2026-01-01', ...values })
    .returning();
  return row!;
}

export async function buildHeureCredit(
  db: DbOrTx,
  values: Insert<typeof heureCredit> & { employeId: number; minutes: number },
) {
  const [row] = await db
    .insert(heureCredit)
    .values({ date: '2026-01-01', raison: 'RÉGULARISATION', ...values })
    .returning();
  return row!;
}
