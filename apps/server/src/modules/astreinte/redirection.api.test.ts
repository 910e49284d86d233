import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astreinte, etablissement, redirectionAstreinte } from '../../db/schema';
import { recalculerRolesDuJour } from '../../jobs/roles-quotidiens';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildEmploye, buildUtilisateur } from '../../test/factories';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { actualiserRedirections, PERSONNE_D_ASTREINTE } from './redirection.service';
import { ENTETE_SIGNATURE, fournisseurJournal, signer } from './telephonie';

const R = apiRoutes.astreinte;
const ADMIN = 'admin@redirection.test';
const SECRET = 'secret-de-test-du-webhook-0123';
const aujourdhui = todayInParis();

let serveur: Server;
let recus: { corps: string; signe: boolean }[] = [];
let echecs = 0;
let t: TestApp;
let api: ApiClient;
let e: Equipe;
let cadreId: number;

beforeAll(async () => {
  serveur = createServer((req, res) => {
    let corps = '';
    req.on('data', (c) => {
      corps += c;
    });
    req.on('end', () => {
      recus.push({ corps, signe: req.headers[ENTETE_SIGNATURE] === signer(corps, SECRET) });
      res.writeHead(echecs-- > 0 ? 503 : 204).end();
    });
  });
  await new Promise<void>((r) => serveur.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(serveur.address() as AddressInfo).port}/`;
  t = await buildTestApp({
    TELEPHONIE_WEBHOOK_URL: url,
    TELEPHONIE_WEBHOOK_SECRET: SECRET,
    TELEPHONIE_TENTATIVES: '3',
    TELEPHONIE_DELAI_MS: '5',
  });
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 0 });
  await buildUtilisateur(t.db, { email: ADMIN, administrateurGlobal: true });
  const u = await buildUtilisateur(t.db, { email: 'cadre@redirection.test', telephonePro: '0611223344' });
  cadreId = (await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: e.etab.id })).id;
  await t.db.update(etablissement).set({ numeroUrgence: '0140404040' }).where(eq(etablissement.id, e.etab.id));
  await t.db.update(etablissement).set({ numeroUrgence: '0150505050' }).where(eq(etablissement.id, e.autreEtab.id));
  await t.db.insert(astreinte).values({ etablissementId: e.etab.id, jour: aujourdhui, employeId: cadreId });
  await recalculerRolesDuJour(t.db);
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => serveur.close(() => r()));
});

const numero = (who: string, id = e.etab.id) => api.as(who).call(R.numero, { params: { id } });

describe('GET /etablissement/{id}/numero-astreinte', () => {
  it("answers today's on-call person's professional phone to the establishment's administrators", async () => {
    const r = await numero(e.admin.email);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ numero: '0611223344', employeId: cadreId, numeroUrgence: '0140404040' });
  });

  it('answers null when nobody is on call (décision 057)', async () => {
    const r = await numero(ADMIN, e.autreEtab.id);
    expect(r.body).toMatchObject({ numero: null, employeId: null, nomComplet: null });
  });

  it('403 for an employee who reads the roster, 404 outside', async () => {
    expectApiError((await numero(e.salarie.email)).raw, 403, 'FORBIDDEN');
    expectApiError((await numero(e.dehors.email)).raw, 404, 'NOT_FOUND');
  });
});

describe('POST /astreinte/actualiserLesRedirections', () => {
  it('403 for anyone but the Administrateur', async () => {
    expectApiError((await api.as(e.admin.email).call(R.actualiserLesRedirections)).raw, 403);
  });

  it('asks the webhook, signed, and records the outcome; nobody on call is a recorded failure', async () => {
    recus = [];
    echecs = 1;
    const r = await api.as(ADMIN).call(R.actualiserLesRedirections);
    expect(r.status).toBe(200);
    const parEtab = new Map(r.body.redirections.map((x) => [x.etablissementId, x]));
    expect(parEtab.get(e.etab.id)).toMatchObject({
      numeroUrgence: '0140404040',
      numeroDeRenvoi: '0611223344',
      statut: 'REUSSIE',
      tentatives: 2,
      debut: aujourdhui,
      fin: aujourdhui,
    });
    expect(parEtab.get(e.autreEtab.id)).toMatchObject({ statut: 'ECHEC', erreur: PERSONNE_D_ASTREINTE });
    expect(recus).toHaveLength(2);
    expect(recus.every((x) => x.signe)).toBe(true);
    expect(JSON.parse(recus[0]!.corps)).toEqual({
      etablissementId: e.etab.id,
      numeroUrgence: '0140404040',
      numeroDeRenvoi: '0611223344',
      debut: aujourdhui,
      fin: aujourdhui,
    });
    const derniere = (await numero(e.admin.email)).body.derniereRedirection;
    expect(derniere).toMatchObject({ statut: 'REUSSIE', numeroDeRenvoi: '0611223344' });
  });

  it('shows a failure after the last attempt on the on-call tab', async () => {
    echecs = 10;
    await api.as(ADMIN).call(R.actualiserLesRedirections);
    const derniere = (await numero(e.admin.email)).body.derniereRedirection;
    expect(derniere).toMatchObject({ statut: 'ECHEC', tentatives: 3, erreur: 'Le fournisseur a répondu 503' });
    echecs = 0;
  });
});

describe('the scheduled job', () => {
  it('retries a failure, then asks nothing while the hand-over has not come', async () => {
    const premier = await actualiserRedirections(t.db, fournisseurJournal, { forcer: false });
    expect(premier?.find((x) => x.etablissementId === e.etab.id)?.statut).toBe('REUSSIE');
    const second = await actualiserRedirections(t.db, fournisseurJournal, { forcer: false });
    expect(second?.some((x) => x.etablissementId === e.etab.id)).toBe(false);
    // Nobody on call is recorded once, not every quarter of an hour.
    expect(second?.some((x) => x.etablissementId === e.autreEtab.id)).toBe(false);
  });

  it('forwards again at a hand-over', async () => {
    const u = await buildUtilisateur(t.db, { email: 'releve@redirection.test', telephonePro: '0699887766' });
    const releve = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: e.etab.id });
    await t.db.update(astreinte).set({ employeId: releve.id }).where(eq(astreinte.etablissementId, e.etab.id));
    const r = await actualiserRedirections(t.db, fournisseurJournal, { forcer: false });
    expect(r?.find((x) => x.etablissementId === e.etab.id)).toMatchObject({
      numeroDeRenvoi: '0699887766',
      statut: 'REUSSIE',
    });
    const journal = await t.db
      .select()
      .from(redirectionAstreinte)
      .where(eq(redirectionAstreinte.etablissementId, e.etab.id));
    expect(journal.map((j) => j.fournisseur)).toContain('journal');
  });
});
