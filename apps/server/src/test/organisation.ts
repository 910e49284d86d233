import type { Auth } from './api';
import {
  ajouterComptable,
  buildAssociation,
  buildEmploye,
  buildEtablissement,
  buildUtilisateur,
  designerDirecteur,
} from './factories';
import type { TestApp } from './test-app';

export type { Auth };

/**
 * The cast of the employee and leave tests (spec §6): an association with a head office and an
 * establishment A, another association's establishment B, and one account per role that matters.
 * Signs everyone in once their roles are written (roles travel in the token).
 */
export async function buildOrganisation(t: TestApp) {
  const association = await buildAssociation(t.db);
  const siege = await buildEtablissement(t.db, { associationId: association.id, raisonSociale: 'Siège' });
  const a = await buildEtablissement(t.db, {
    associationId: association.id,
    siegeSocialId: siege.id,
    raisonSociale: 'Établissement A',
  });
  const b = await buildEtablissement(t.db, { raisonSociale: 'Établissement B' });

  const employe = async (email: string, etablissementId: number, administrateur = false) => {
    const u = await buildUtilisateur(t.db, { email });
    const e = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId, administrateur });
    return { utilisateurId: u.id, employeId: e.id };
  };
  const adminA = await employe('admin-a@test.local', a.id, true);
  const adminSiege = await employe('admin-siege@test.local', siege.id, true);
  const salarieA = await employe('salarie-a@test.local', a.id);
  const collegueA = await employe('collegue-a@test.local', a.id);
  const directeurA = await employe('directeur-a@test.local', a.id);
  await designerDirecteur(t.db, a.id, directeurA.employeId, directeurA.utilisateurId);
  const comptableA = (await buildUtilisateur(t.db, { email: 'comptable-a@test.local' })).id;
  await ajouterComptable(t.db, a.id, comptableA);
  const adminB = await employe('admin-b@test.local', b.id, true);
  const admin = (await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true })).id;

  const as = {
    adminA: await t.login('admin-a@test.local'),
    adminSiege: await t.login('admin-siege@test.local'),
    salarieA: await t.login('salarie-a@test.local'),
    collegueA: await t.login('collegue-a@test.local'),
    directeurA: await t.login('directeur-a@test.local'),
    comptableA: await t.login('comptable-a@test.local'),
    adminB: await t.login('admin-b@test.local'),
    admin: await t.login('admin@test.local'),
  } satisfies Record<string, Auth>;

  return {
    etab: { siege: siege.id, a: a.id, b: b.id, associationId: association.id },
    ids: { adminA, adminSiege, salarieA, collegueA, directeurA, comptableA, adminB, admin },
    as,
  };
}
export type Organisation = Awaited<ReturnType<typeof buildOrganisation>>;

/** Roles that may not change an employee of A, with the answer each gets (403 visible, 404 not). */
export const REFUS_GESTION_A = [
  ['salarieA', 403],
  ['directeurA', 403],
  ['comptableA', 403],
  ['adminB', 404],
] as const;
