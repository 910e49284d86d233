import { apiRoutes, EVENEMENTS_PUSH } from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abonnementPush, historique, pushSortant } from '../../db/schema';
import { clesVapid } from '../../lib/secret';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { type AppareilDeTest, demarrerServicePush, type ServicePush } from '../../test/service-push';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createExpediteurPush, type ExpediteurPush, envoyerPushsDus } from './envoi-push';

const N = apiRoutes.notification;
const log = pino({ level: 'silent' });
let t: TestApp;
let api: ApiClient;
let e: Equipe;
let push: ServicePush;
let expedier: ExpediteurPush;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 1 });
  push = await demarrerServicePush();
  expedier = createExpediteurPush(await clesVapid(t.db, {}), 'mailto:test@roulement.local', push.agent);
});
afterAll(async () => {
  await push.fermer();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(abonnementPush);
});

const abonner = async (qui: string, appareil: AppareilDeTest, evenements?: (typeof EVENEMENTS_PUSH)[number][]) => {
  const r = await api.as(qui).call(N.abonner, { body: { ...appareil, appareil: 'Chrome sur Android', evenements } });
  expect(r.status, r.raw.body).toBe(200);
  return r.body;
};
const envoyer = (maintenant = new Date()) => envoyerPushsDus(t.db, expedier, log, maintenant);

describe('GET /api/notification/cle-publique', () => {
  it('answers 401 without a session', async () => {
    expectApiError(await t.inject({ method: 'GET', url: '/api/notification/cle-publique' }), 401, 'UNAUTHENTICATED');
  });

  it('serves the VAPID public key kept in the database, the same at every call', async () => {
    const a = await api.as(e.salarie.email).call(N.clePublique, {});
    expect(a.status).toBe(200);
    expect(Buffer.from(a.body.clePublique, 'base64url')).toHaveLength(65);
    expect((await api.as(e.chef.email).call(N.clePublique, {})).body).toEqual(a.body);
    expect((await clesVapid(t.db, {})).publicKey).toBe(a.body.clePublique);
  });

  it('takes the key pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set', async () => {
    const cles = { VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv' };
    expect(await clesVapid(t.db, cles)).toEqual({ publicKey: 'BPub', privateKey: 'priv' });
  });
});

describe('subscriptions', () => {
  it('subscribes a device with every event, lists only its own, and writes the history row', async () => {
    const appareil = push.appareil();
    const cree = await abonner(e.salarie.email, appareil);
    expect(cree).toMatchObject({ endpoint: appareil.endpoint, appareil: 'Chrome sur Android' });
    expect(cree.evenements).toEqual([...EVENEMENTS_PUSH]);
    await abonner(e.chef.email, push.appareil());
    const liste = await api.as(e.salarie.email).call(N.lister, {});
    expect(liste.body.map((a) => a.endpoint)).toEqual([appareil.endpoint]);
    const audit = await t.db
      .select()
      .from(historique)
      .where(and(eq(historique.entite, 'abonnement_push'), eq(historique.entiteId, cree.id)));
    expect(audit.map((h) => h.action)).toEqual(['CREATION']);
  });

  it('sets the events of a device, then unsubscribes it', async () => {
    const appareil = push.appareil();
    await abonner(e.salarie.email, appareil);
    const r = await api
      .as(e.salarie.email)
      .call(N.preferences, { body: { endpoint: appareil.endpoint, evenements: ['DEMANDE_DECIDEE'] } });
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body.evenements).toEqual(['DEMANDE_DECIDEE']);
    const d = await api.as(e.salarie.email).call(N.desabonner, { body: { endpoint: appareil.endpoint } });
    expect(d.status).toBe(204);
    expect((await api.as(e.salarie.email).call(N.lister, {})).body).toEqual([]);
  });

  it("answers 404 for another user's device, on every route, and leaves it alone", async () => {
    const appareil = push.appareil();
    await abonner(e.chef.email, appareil);
    const moi = api.as(e.salarie.email);
    const cible = { endpoint: appareil.endpoint };
    expectApiError(await moi.call(N.preferences, { body: { ...cible, evenements: [] } }), 404, 'NOT_FOUND');
    expectApiError(await moi.call(N.desabonner, { body: cible }), 404, 'NOT_FOUND');
    expectApiError(await moi.call(N.essai, { body: cible }), 404, 'NOT_FOUND');
    // An administrator neither: a device is its user's alone.
    expectApiError(await api.as(e.admin.email).call(N.essai, { body: cible }), 404, 'NOT_FOUND');
    expect((await api.as(e.chef.email).call(N.lister, {})).body).toHaveLength(1);
    expect(await t.db.select().from(pushSortant)).toEqual([]);
  });

  it('moves a device to the user who subscribes it next on the same browser', async () => {
    const appareil = push.appareil();
    await abonner(e.chef.email, appareil);
    await abonner(e.salarie.email, appareil, ['PLANNING_MODIFIE']);
    expect((await api.as(e.chef.email).call(N.lister, {})).body).toEqual([]);
    expect((await api.as(e.salarie.email).call(N.lister, {})).body[0]!.evenements).toEqual(['PLANNING_MODIFIE']);
  });

  it.each([
    ['an endpoint that is no address', { endpoint: 'pas une adresse', keys: { p256dh: 'AA', auth: 'AA' } }, 'endpoint'],
    ['an http endpoint', { endpoint: 'http://push.example/x', keys: { p256dh: 'AA', auth: 'AA' } }, 'endpoint'],
    [
      'a key with other characters',
      { endpoint: 'https://push.example/x', keys: { p256dh: 'a b', auth: 'AA' } },
      'keys.p256dh',
    ],
    ['no keys', { endpoint: 'https://push.example/x' }, 'keys'],
    [
      'an unknown event',
      { endpoint: 'https://push.example/x', keys: { p256dh: 'AA', auth: 'AA' }, evenements: ['INCONNU'] },
      'evenements.0',
    ],
  ])('answers 400 for %s, with the field in error', async (_cas, body, champ) => {
    const r = await t.inject({
      method: 'POST',
      url: '/api/notification/abonnement',
      headers: await t.login(e.salarie.email),
      payload: body,
    });
    expect(Object.keys(expectApiError(r, 400).fieldErrors ?? {})).toContain(champ);
  });

  it('answers 400 for preferences without events, and for a DELETE without an endpoint', async () => {
    const headers = await t.login(e.salarie.email);
    const url = '/api/notification/abonnement';
    expectApiError(
      await t.inject({
        method: 'PUT',
        url: `${url}/preferences`,
        headers,
        payload: { endpoint: 'https://p.example/x' },
      }),
      400,
    );
    expectApiError(await t.inject({ method: 'DELETE', url, headers, payload: {} }), 400);
  });
});

describe('delivery through the outbox', () => {
  it('sends the test notification, encrypted for the device alone: a title and a link, nothing else', async () => {
    const appareil = push.appareil();
    await abonner(e.salarie.email, appareil);
    const r = await api.as(e.salarie.email).call(N.essai, { body: { endpoint: appareil.endpoint } });
    expect(r.body).toEqual({ envoyee: true });
    expect(await envoyer()).toEqual({ envoyes: 1, reportes: 0, abandonnes: 0, retires: 0 });
    const [recu] = push.recusPar(appareil);
    expect(JSON.parse(recu!.payload)).toEqual({ titre: 'Notification d’essai de Roulement', lien: '/profil' });
    expect(recu!.vapidCle).toBe((await clesVapid(t.db, {})).publicKey);
    expect(recu!.ttl).toBe('86400');
    const [ligne] = await t.db.select().from(pushSortant);
    expect(ligne).toMatchObject({ statut: 'ENVOYE', tentatives: 1 });
  });

  it('retries on the mails’ delays when the push service fails, then sends', async () => {
    const appareil = push.appareil();
    await abonner(e.salarie.email, appareil);
    await api.as(e.salarie.email).call(N.essai, { body: { endpoint: appareil.endpoint } });
    push.repondre(appareil, 503);
    const t0 = new Date();
    expect(await envoyer(t0)).toMatchObject({ envoyes: 0, reportes: 1 });
    const [reporte] = await t.db.select().from(pushSortant);
    expect(reporte).toMatchObject({ statut: 'A_ENVOYER', tentatives: 1 });
    expect(reporte!.prochainEssai.getTime()).toBe(t0.getTime() + 60_000);
    expect(reporte!.derniereErreur).toBeTruthy();
    push.repondre(appareil, 201);
    expect(await envoyer(new Date(t0.getTime() + 30_000))).toMatchObject({ envoyes: 0, reportes: 0 });
    expect(await envoyer(new Date(t0.getTime() + 60_000))).toMatchObject({ envoyes: 1 });
    expect(push.recusPar(appareil)).toHaveLength(1);
  });

  it.each([404, 410])('removes a device its push service answers %i for, with its waiting pushes', async (statut) => {
    const appareil = push.appareil();
    const autre = push.appareil();
    await abonner(e.salarie.email, appareil);
    await abonner(e.salarie.email, autre);
    const moi = api.as(e.salarie.email);
    await moi.call(N.essai, { body: { endpoint: appareil.endpoint } });
    await moi.call(N.essai, { body: { endpoint: appareil.endpoint } });
    await moi.call(N.essai, { body: { endpoint: autre.endpoint } });
    push.repondre(appareil, statut);
    expect(await envoyer()).toEqual({ envoyes: 1, reportes: 0, abandonnes: 0, retires: 1 });
    expect((await moi.call(N.lister, {})).body.map((a) => a.endpoint)).toEqual([autre.endpoint]);
    expect(await t.db.select().from(pushSortant)).toHaveLength(1);
  });
});
