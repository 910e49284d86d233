import { AUCUNE_HEURE_DE_TRAVAIL, apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creneau, demande, demandeHeuresSupp, demandeRecuperationLigne } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges } from '../../test/factories';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { HEURES_PLUS_AU_PLANNING } from './heures.service';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
const D = apiRoutes.demande;
const LUNDI = '2030-03-04';
const MARDI = '2030-03-05';
const MERCREDI = '2030-03-06';
const h = (heure: number) => heure * 60;
let travailLundi: number;
let travailMardi: number;
let membreId: number;
let proprietaire: string;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 2 });
  membreId = e.membres[0]!.membreId;
  proprietaire = e.membres[0]!.email;
  const slot = (date: string, debut: number, fin: number) =>
    buildCreneau(t.db, { serviceId: e.service.id, membreId, date, heureDebut: h(debut), heureFin: h(fin) });
  travailLundi = (await slot(LUNDI, 9, 17)).id;
  travailMardi = (await slot(MARDI, 9, 17)).id;
  await slot(MERCREDI, 9, 17);
  await buildConges(t.db, { employeId: e.membres[0]!.employeId, dateDebut: MERCREDI, dateFin: MERCREDI });
});
afterAll(() => t.close());

const hs = (debut: number, fin: number, extra = {}) => ({
  membreId,
  date: LUNDI,
  heureDebut: h(debut),
  heureFin: h(fin),
  commentaire: 'Sortie au musée',
  ...extra,
});
const recup = (dateDebut: string, debut: number, dateFin: string, fin: number) => ({
  membreId,
  dateDebut,
  heureDebut: h(debut),
  dateFin,
  heureFin: h(fin),
  commentaire: null,
});

describe('who may ask for overtime or recovery for a member (spec 2 §6)', () => {
  it.each([
    ['the member themselves', () => proprietaire, 200],
    ['the service head', () => e.chef.email, 200],
    ['an establishment administrator', () => e.admin.email, 200],
    ['a plain employee of the establishment', () => e.salarie.email, 403],
    ['another member of the service', () => e.membres[1]!.email, 403],
    ['the head of another service', () => e.chefAutre.email, 403],
    ['an administrator of another establishment', () => e.dehors.email, 404],
  ])('%s: %s', async (_, qui, statut) => {
    const evaluation = await api.as(qui()).call(D.evaluerHeuresSupp, { body: hs(17, 19) });
    const recuperation = await api.as(qui()).call(D.evaluerRecuperation, { body: recup(LUNDI, 9, LUNDI, 12) });
    for (const r of [evaluation, recuperation]) {
      if (statut === 200) expect(r.status).toBe(200);
      else expectApiError(r, statut);
    }
  });

  it('answers 401 without a session, 404 for an unknown member, 400 for a bad body or granularity', async () => {
    expectApiError(await api.as(null).call(D.evaluerHeuresSupp, { body: hs(17, 19) }), 401);
    expectApiError(
      await api.as(e.admin.email).call(D.evaluerHeuresSupp, { body: hs(17, 19, { membreId: 999999 }) }),
      404,
    );
    expectApiError(await api.as(e.chef.email).call(D.evaluerHeuresSupp, { body: hs(19, 17) }), 400);
    const granularite = await api
      .as(e.chef.email)
      .call(D.evaluerHeuresSupp, { body: { ...hs(17, 19), heureFin: h(19) + 7 } });
    expect(expectApiError(granularite, 400).message).toBe("Cette borne horaire n'est pas valide");
  });
});

describe('POST /demande/heuresSupp/evaluer and /demande/heuresSupp', () => {
  it('proposes the parts around the work slot, each extending it, with the comment', async () => {
    const r = await api.as(proprietaire).call(D.evaluerHeuresSupp, { body: hs(7, 19) });
    expect(r.status).toBe(200);
    const apercu = {
      creneauId: travailLundi,
      type: 'CreneauDeTravail',
      heureDebut: { heure: 9, minute: 0, valeur: 540, toHeureMinute: '09:00' },
      heureFin: { heure: 17, minute: 0, valeur: 1020, toHeureMinute: '17:00' },
    };
    expect(r.body.demandes).toEqual([
      { membreId, date: LUNDI, heureDebut: h(7), heureFin: h(9), commentaire: 'Sortie au musée', creneau: apercu },
      { membreId, date: LUNDI, heureDebut: h(17), heureFin: h(19), commentaire: 'Sortie au musée', creneau: apercu },
    ]);
  });

  it('proposes nothing for hours the planning already holds, and one slot-less range on a free day', async () => {
    expect((await api.as(proprietaire).call(D.evaluerHeuresSupp, { body: hs(10, 12) })).body.demandes).toEqual([]);
    const libre = await api.as(proprietaire).call(D.evaluerHeuresSupp, { body: hs(10, 12, { date: '2030-03-10' }) });
    expect(libre.body.demandes).toMatchObject([{ heureDebut: h(10), heureFin: h(12), creneau: null }]);
  });

  it('refuses a range the planning no longer leaves entirely free (not one proposal)', async () => {
    for (const body of [hs(7, 19), hs(8, 10), hs(10, 12)]) {
      const r = await api.as(proprietaire).call(D.creerHeuresSupp, { body });
      expect(expectApiError(r, 409, 'CONFLICT').message).toBe(HEURES_PLUS_AU_PLANNING);
    }
  });

  it('records the request and its payload, the extended slot taken from the planning, not the body', async () => {
    const body = { ...hs(17, 19), creneau: { creneauId: travailMardi } };
    const r = await api.as(proprietaire).call(D.creerHeuresSupp, { body });
    expect(r.status).toBe(201);
    const { demandeId } = r.body;
    const [d] = await t.db.select().from(demande).where(eq(demande.id, demandeId));
    expect(d).toMatchObject({
      type: 'Heures complémentaires',
      statutId: 1,
      employeId: e.membres[0]!.employeId,
      etablissementId: e.etab.id,
      createurId: e.membres[0]!.utilisateurId,
      dateDebut: LUNDI,
      dateFin: LUNDI,
      commentaire: 'Sortie au musée',
    });
    const [p] = await t.db.select().from(demandeHeuresSupp).where(eq(demandeHeuresSupp.demandeId, demandeId));
    expect(p).toEqual({
      demandeId,
      membreId,
      serviceId: e.service.id,
      date: LUNDI,
      heureDebut: h(17),
      heureFin: h(19),
      creneauId: travailLundi,
    });
  });

  it('refuses the creation to whom may not ask', async () => {
    expectApiError(await api.as(e.salarie.email).call(D.creerHeuresSupp, { body: hs(17, 19) }), 403);
    expectApiError(await api.as(e.dehors.email).call(D.creerHeuresSupp, { body: hs(17, 19) }), 404);
  });
});

describe('POST /demande/recuperation/evaluer and /demande/recuperation', () => {
  it('answers the work of the period by date, leave days left out', async () => {
    const r = await api.as(e.chef.email).call(D.evaluerRecuperation, { body: recup(LUNDI, 15, MERCREDI, 24) });
    expect(r.status).toBe(200);
    expect(r.body.recuperations.map((l) => [l.date, l.heureDebut.toHeureMinute, l.heureFin.toHeureMinute])).toEqual([
      [LUNDI, '15:00', '17:00'],
      [MARDI, '09:00', '17:00'],
    ]);
    expect(r.body.recuperations[0]).toMatchObject({
      type: 'RECUPERATION',
      dureeEnMinute: 120,
      creneauId: travailLundi,
    });
  });

  it('answers an empty list, and refuses to create, when the period holds no work', async () => {
    const body = recup(LUNDI, 18, LUNDI, 20);
    expect((await api.as(proprietaire).call(D.evaluerRecuperation, { body })).body.recuperations).toEqual([]);
    const r = await api.as(proprietaire).call(D.creerRecuperation, { body });
    expect(expectApiError(r, 409, 'CONFLICT').message).toBe(AUCUNE_HEURE_DE_TRAVAIL);
    expectApiError(
      await api.as(proprietaire).call(D.creerRecuperation, { body: recup(MERCREDI, 0, MERCREDI, 24) }),
      409,
    );
  });

  it('records the request with the lines it evaluated', async () => {
    const r = await api.as(proprietaire).call(D.creerRecuperation, { body: recup(MARDI, 10, MARDI, 12) });
    expect(r.status).toBe(201);
    const lignes = await t.db
      .select()
      .from(demandeRecuperationLigne)
      .where(eq(demandeRecuperationLigne.demandeId, r.body.demandeId));
    expect(lignes).toMatchObject([
      { type: 'RECUPERATION', date: MARDI, heureDebut: h(10), heureFin: h(12), creneauId: travailMardi },
    ]);
    const [d] = await t.db.select().from(demande).where(eq(demande.id, r.body.demandeId));
    expect(d).toMatchObject({ type: 'Récupération', dateDebut: MARDI, dateFin: MARDI, statutId: 1 });
    // Nothing changes in the planning before the request is accepted.
    const [slot] = await t.db.select().from(creneau).where(eq(creneau.id, travailMardi));
    expect(slot).toMatchObject({ heureDebut: h(9), heureFin: h(17), type: 'CreneauDeTravail' });
  });
});
