import { apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utilisateur } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { buildDemandeConges, buildDemandeHeuresSupp, buildDemandeRecuperation } from '../../test/factories';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { nomRechercheDe } from '../auth/auth.repository';

// 'À valider' paged, searched and filtered by the server (decision 046).

const D = apiRoutes.demande;
let t: TestApp;
let api: ApiClient;
let e: Equipe;
/** Request ids, newest first, as the list orders them. */
let helene: number[];
let zoe: { conges: number; heures: number; recuperation: number };

const renommer = (id: number, prenom: string, nom: string) =>
  t.db
    .update(utilisateur)
    .set({ prenom, nom, nomRecherche: nomRechercheDe({ prenom, nom }) })
    .where(eq(utilisateur.id, id));

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 2 });
  const [h, z] = e.membres as [Equipe['membres'][number], Equipe['membres'][number]];
  await renommer(h.utilisateurId, 'Hélène', 'Côté');
  await renommer(z.utilisateurId, 'Zoé', 'Martin');
  const services = [e.service.id];
  helene = [];
  for (const jour of ['2030-01-07', '2030-01-14', '2030-01-21']) {
    const d = await buildDemandeConges(t.db, { employeId: h.employeId, services, conges: { dateDebut: jour } });
    helene.unshift(d.id);
  }
  const conges = await buildDemandeConges(t.db, {
    employeId: z.employeId,
    services,
    conges: { dateDebut: '2030-02-04' },
  });
  const heures = await buildDemandeHeuresSupp(t.db, {
    employeId: z.employeId,
    services,
    heuresSupp: { membreId: z.membreId, serviceId: e.service.id, date: '2030-02-05', heureDebut: 1290, heureFin: 1350 },
  });
  const recuperation = await buildDemandeRecuperation(t.db, {
    employeId: z.employeId,
    services,
    recuperation: {
      membreId: z.membreId,
      serviceId: e.service.id,
      dateDebut: '2030-02-06',
      heureDebut: 420,
      dateFin: '2030-02-06',
      heureFin: 480,
    },
  });
  zoe = { conges: conges.id, heures: heures.id, recuperation: recuperation.id };
});
afterAll(() => t.close());

const lister = async (query: Record<string, unknown>) => {
  const r = await api.as(e.chef.email).callBrut(D.aValider, { query });
  expect(r.status, r.raw.body).toBe(200);
  return r.body;
};
const ids = (page: { elements: { demandeId: number }[] }) => page.elements.map((d) => d.demandeId);

describe('GET /demande/enAttente, paged', () => {
  it('answers a page of the newest first with the total of the list', async () => {
    const tous = [zoe.recuperation, zoe.heures, zoe.conges, ...helene];
    const premiere = await lister({ _taille: 4 });
    expect(premiere).toMatchObject({ total: 6, page: 0, taille: 4 });
    expect(ids(premiere)).toEqual(tous.slice(0, 4));
    expect(ids(await lister({ _taille: 4, _page: 1 }))).toEqual(tous.slice(4));
    expect(await lister({ _taille: 4, _page: 9 })).toEqual({ total: 6, page: 9, taille: 4, elements: [] });
    expect(await lister({})).toMatchObject({ total: 6, page: 0, taille: 50 });
  });

  it.each([
    ['cote', 3],
    ['HÉLÈNE côté', 3],
    ['cote helene', 3],
    ['zoe', 3],
    ['martin zo', 3],
    ['dupont', 0],
    ['%', 0],
    ['  ', 6],
  ])('searches the employee name %j, accents and case aside', async (recherche, total) => {
    const page = await lister({ _recherche: recherche });
    expect(page.total).toBe(total);
    expect(page.elements).toHaveLength(total);
  });

  it.each([
    [['Congés'], 4],
    [['Heures complémentaires', 'Récupération'], 2],
    ['Congés,Récupération', 5],
    ['Fiches AIM', 0],
    ['', 6],
  ])('keeps the types %j', async (types, total) => {
    expect((await lister({ _types: types })).total).toBe(total);
  });

  it('takes repeated types, and combines them with the search', async () => {
    const r = await t.inject({
      method: 'GET',
      url: `/api/demande/enAttente?_types=${encodeURIComponent('Récupération')}&_types=${encodeURIComponent('Congés')}&_recherche=zoe`,
      headers: await t.login(e.chef.email),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(ids(r.json())).toEqual([zoe.recuperation, zoe.conges]);
  });

  it.each([
    [{ _types: 'Inconnu' }],
    [{ _types: 'Congés,Inconnu' }],
    [{ _taille: 0 }],
    [{ _taille: 501 }],
    [{ _page: -1 }],
    [{ _page: 'x' }],
    [{ _recherche: 'x'.repeat(101) }],
  ])('refuses %j', async (query) => {
    expectApiError(await api.as(e.chef.email).callBrut(D.aValider, { query }), 400);
  });

  it('leaves the badges unfiltered', async () => {
    expect((await api.as(e.chef.email).call(D.compteurs)).body.aValider).toBe(6);
    expect((await api.as(e.salarie.email).call(D.aValider, { query: {} })).body.total).toBe(0);
  });
});
