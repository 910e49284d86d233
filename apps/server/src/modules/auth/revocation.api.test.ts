import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { contrat, employe, utilisateur } from '../../db/schema';
import { recalculerRolesDuJour } from '../../jobs/roles-quotidiens';
import { buildEmploye, buildUtilisateur, DEFAULT_PASSWORD } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

type Auth = { authorization: string };
let t: TestApp;
/** A second server process on the same database: it learns of revocations through NOTIFY only. */
let autre: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  const env = loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' });
  autre = await buildApp({ db: t.db, env, logger: false });
  await autre.ready();
  for (const email of ['mdp', 'desactive', 'supprime', 'efface', 'sortie', 'reste', 'jour', 'reactive'])
    await buildUtilisateur(t.db, { email: `${email}@test.local` });
  await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
});
afterAll(async () => {
  await autre.close();
  await t.close();
});

const lire = (app: { inject: (o: InjectOptions) => Promise<LightMyRequestResponse> }, headers: Auth) =>
  app.inject({ method: 'GET', url: '/api/etablissement', headers });
/** Both processes have applied every notification committed so far. */
const synchroniser = () => Promise.all([t.app.revocations.synchroniser(), autre.revocations.synchroniser()]);
const idDe = async (email: string) =>
  (await t.db.select({ id: utilisateur.id }).from(utilisateur).where(eq(utilisateur.email, email)))[0]!.id;

async function expectRefuseParTous(headers: Auth) {
  await synchroniser();
  expectApiError(await lire(t, headers), 401, 'UNAUTHENTICATED');
  expectApiError(await lire(autre, headers), 401, 'UNAUTHENTICATED');
}

describe('a token stops working on the next request', () => {
  it('once its owner changes the password (and the new sign-in works)', async () => {
    const avant = await t.login('mdp@test.local');
    expect((await lire(autre, avant)).statusCode).toBe(200);
    const id = await idDe('mdp@test.local');
    const r = await t.inject({
      method: 'PUT',
      url: `/api/utilisateur/${id}/password`,
      headers: avant,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Nouveau-2027!' },
    });
    expect(r.statusCode).toBe(204);
    // The process that made the change knows without waiting for the notification.
    expectApiError(await lire(t, avant), 401, 'UNAUTHENTICATED');
    await expectRefuseParTous(avant);
    const apres = await t.login('mdp@test.local', 'Nouveau-2027!');
    expect((await lire(t, apres)).statusCode).toBe(200);
    expect((await lire(autre, apres)).statusCode).toBe(200);
  });

  it.each([
    ['desactive', { actif: false }],
    ['supprime', { supprimeLe: new Date() }],
  ] as const)('once the user is %s, by whatever code path writes it', async (nom, changement) => {
    const jeton = await t.login(`${nom}@test.local`);
    expect((await lire(autre, jeton)).statusCode).toBe(200);
    await t.db
      .update(utilisateur)
      .set(changement)
      .where(eq(utilisateur.email, `${nom}@test.local`));
    await expectRefuseParTous(jeton);
  });

  it('once the user row is deleted outright', async () => {
    const jeton = await t.login('efface@test.local');
    expect((await lire(autre, jeton)).statusCode).toBe(200);
    await t.db.delete(utilisateur).where(eq(utilisateur.email, 'efface@test.local'));
    await expectRefuseParTous(jeton);
  });

  it('once the user signs out, for that session only', async () => {
    const session = await t.login('sortie@test.local');
    const ailleurs = await t.login('sortie@test.local');
    expect((await lire(autre, session)).statusCode).toBe(200);
    const r = await t.inject({ method: 'POST', url: '/api/authentification/deconnexion', headers: session });
    expect(r.statusCode).toBe(204);
    expectApiError(await lire(t, session), 401, 'UNAUTHENTICATED');
    await expectRefuseParTous(session);
    expect((await lire(t, ailleurs)).statusCode).toBe(200);
    expect((await lire(autre, ailleurs)).statusCode).toBe(200);
  });

  it('but a user reactivated signs in again and works', async () => {
    await t.db.update(utilisateur).set({ actif: false }).where(eq(utilisateur.email, 'reactive@test.local'));
    await t.db.update(utilisateur).set({ actif: true }).where(eq(utilisateur.email, 'reactive@test.local'));
    await synchroniser();
    const jeton = await t.login('reactive@test.local');
    expect((await lire(t, jeton)).statusCode).toBe(200);
    expect((await lire(autre, jeton)).statusCode).toBe(200);
  });
});

describe('roles that shrink revoke the tokens that carry them', () => {
  it('through the roles rebuild (POST /acl/refresh); a user whose roles only stay keeps the token', async () => {
    const sortie = await buildEmploye(t.db, { utilisateurId: await idDe('sortie@test.local'), administrateur: true });
    await buildEmploye(t.db, {
      utilisateurId: await idDe('reste@test.local'),
      etablissementId: sortie.etablissementId,
    });
    const admin = await t.login('sortie@test.local');
    const collegue = await t.login('reste@test.local');
    expect((await lire(autre, admin)).statusCode).toBe(200);
    await t.db.update(employe).set({ administrateur: false }).where(eq(employe.id, sortie.id));
    const refresh = await t.inject({
      method: 'POST',
      url: '/api/acl/refresh',
      headers: await t.login('admin@test.local'),
      payload: { repository: 'utilisateur', idDebut: 0, idFin: 0 },
    });
    expect(refresh.statusCode).toBe(200);
    await expectRefuseParTous(admin);
    expect((await lire(t, collegue)).statusCode).toBe(200);
    expect((await lire(autre, collegue)).statusCode).toBe(200);
    expect((await lire(t, await t.login('sortie@test.local'))).statusCode).toBe(200);
  });

  it('through the daily rebuild, when a contract has ended', async () => {
    const e = await buildEmploye(t.db, { utilisateurId: await idDe('jour@test.local') });
    const jeton = await t.login('jour@test.local');
    await t.db.update(contrat).set({ dateFin: '2021-01-01' }).where(eq(contrat.employeId, e.id));
    await recalculerRolesDuJour(t.db);
    await expectRefuseParTous(jeton);
  });
});
