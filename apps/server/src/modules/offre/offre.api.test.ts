import { ajouterJours, apiRoutes, OFFRE_DEJA_POURVUE } from '@roulement/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creneau, historique, mailSortant, membre, offre, preferenceRemplacement } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges, buildEmploye, buildUtilisateur } from '../../test/factories';
import { ajouterMembres, buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expirerLesOffresEchues } from './expiration';

const O = apiRoutes.offre;
const C = apiRoutes.couverture;
let t: TestApp;
let e: Equipe;
let api: ApiClient;
const D = ajouterJours(todayInParis(), 3);
const AILLEURS = 'ailleurs@offre.test';
let ailleurs: { employeId: number };
/** Day after day, a new slot of the absent member to cover (each test its own). */
let jour = 0;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 4 });
  await buildConges(t.db, { employeId: e.membres[0]!.employeId, dateDebut: D, dateFin: ajouterJours(D, 20) });
  const u = await buildUtilisateur(t.db, { email: AILLEURS, prenom: 'Anne', nom: 'Ailleurs' });
  ailleurs = { employeId: (await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: e.siege.id })).id };
  await t.db.insert(preferenceRemplacement).values({ utilisateurId: u.id, autresEtablissements: true });
});
afterAll(() => t.close());

async function slotACouvrir() {
  const date = ajouterJours(D, jour++);
  return (await buildCreneau(t.db, { serviceId: e.service.id, membreId: e.membres[0]!.membreId, date })).id;
}
const candidats = () => e.membres.slice(1, 4);
/** Bodies the contract refuses, sent as they are. */
const envoyer = (email: string, body: unknown) => api.as(email).call(O.envoyer, { body } as never);
const offrir = async (creneauIds: number[], employeIds = candidats().map((m) => m.employeId)) => {
  const r = await api.as(e.chef.email).call(O.envoyer, { body: { creneauIds, employeIds } });
  expect(r.status, r.raw.body).toBe(201);
  return r.body;
};
const agir = (route: 'vue' | 'accepter' | 'refuser' | 'confirmer' | 'retirer', email: string, id: number) =>
  api.as(email).call(O[route], { params: { id } });
const remplacements = (creneauId: number) =>
  t.db
    .select({ employeId: membre.employeId, dateFin: membre.dateFin, heuresHebdo: membre.heuresHebdo })
    .from(creneau)
    .innerJoin(membre, eq(membre.id, creneau.membreId))
    .where(eq(creneau.remplaceId, creneauId));
const etapes = async (offreId: number) =>
  (
    await t.db
      .select({ apres: historique.apres })
      .from(historique)
      .where(and(eq(historique.entite, 'offre'), eq(historique.entiteId, offreId)))
      .orderBy(historique.id)
  ).map((h) => (h.apres as { etape: string }).etape);

describe('POST /offres', () => {
  it('offers a slot to three candidates: e-mails, history, and « À couvrir » shows it', async () => {
    const id = await slotACouvrir();
    const o = await offrir([id]);
    expect(o).toMatchObject({ statut: 'EN_COURS', confirmationRequise: false, creneaux: [{ creneauId: id }] });
    expect(o.destinataires).toHaveLength(3);
    const mails = await t.db
      .select()
      .from(mailSortant)
      .where(
        inArray(
          mailSortant.destinataire,
          candidats().map((m) => m.email),
        ),
      );
    expect(mails.filter((m) => m.corps.includes(`/offres/${o.offreId}`))).toHaveLength(3);
    expect(await etapes(o.offreId)).toEqual(['Envoyée']);
    const liste = await api.as(e.chef.email).call(C.aCouvrir, { params: { id: e.etab.id }, query: { offre: 'avec' } });
    expect(liste.body.creneaux.map((c) => c.creneauId)).toContain(id);
    // One open offer per slot.
    const encore = await api
      .as(e.chef.email)
      .call(O.envoyer, { body: { creneauIds: [id], employeIds: [candidats()[0]!.employeId] } });
    expect(expectApiError(encore, 409).message).toBe('Une offre est déjà en cours pour ce créneau');
  });

  it('answers the role matrix: heads of the service and administrators; 403 and 404 otherwise', async () => {
    const id = await slotACouvrir();
    const body = { creneauIds: [id], employeIds: [candidats()[0]!.employeId] };
    expectApiError(await api.as(e.salarie.email).call(O.envoyer, { body }), 403);
    expectApiError(await api.as(e.chefAutre.email).call(O.envoyer, { body }), 403);
    expectApiError(await api.as(e.dehors.email).call(O.envoyer, { body }), 404);
    expect((await api.as(e.admin.email).call(O.envoyer, { body })).status).toBe(201);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const id = await slotACouvrir();
    const nombreDOffres = async () => (await t.db.select({ n: count() }).from(offre))[0]!.n;
    const avant = await nombreDOffres();
    const cas = [
      { creneauIds: [], employeIds: [candidats()[0]!.employeId] },
      { creneauIds: [id, id], employeIds: [candidats()[0]!.employeId] },
      { creneauIds: [id], employeIds: [] },
      { creneauIds: [id], employeIds: ['x'] },
      { creneauIds: [id], employeIds: [e.dehors.employeId] },
      { creneauIds: [id], employeIds: [candidats()[0]!.employeId], expireLe: 'demain' },
      { creneauIds: [id], employeIds: [candidats()[0]!.employeId], expireLe: '2020-01-01T10:00:00Z' },
      { creneauIds: [id], employeIds: [candidats()[0]!.employeId], expireLe: `${ajouterJours(D, 60)}T10:00:00Z` },
    ];
    for (const body of cas) expectApiError(await envoyer(e.chef.email, body), 400);
    expect(await nombreDOffres()).toBe(avant);
    expectApiError(await envoyer(e.chef.email, { creneauIds: [2_000_000], employeIds: [1] }), 404);
  });
});

describe('answers', () => {
  it('shows a candidate their own line, traces the first opening, and hides the offer from others', async () => {
    const o = await offrir([await slotACouvrir()]);
    const moi = candidats()[0]!;
    const vue = await agir('vue', moi.email, o.offreId);
    expect(vue.status).toBe(200);
    expect(vue.body.destinataires).toHaveLength(1);
    expect(vue.body.abilities).toEqual({ gerer: false, repondre: true, confirmer: false, retirer: false });
    await agir('vue', moi.email, o.offreId);
    expect(await etapes(o.offreId)).toEqual(['Envoyée', 'Vue']);
    expectApiError(await api.as(e.salarie.email).call(O.detail, { params: { id: o.offreId } }), 404);
    expect((await api.as(e.chef.email).call(O.detail, { params: { id: o.offreId } })).body.destinataires).toHaveLength(
      3,
    );
    const miennes = await api.as(moi.email).call(O.miennes, {});
    expect(miennes.body.offres.map((x) => x.offreId)).toContain(o.offreId);
    expect(miennes.body.enAttente).toBeGreaterThanOrEqual(1);
  });

  it('first come, first served: one takes the slot, the others hear « Déjà pourvu »', async () => {
    const id = await slotACouvrir();
    const o = await offrir([id]);
    const [premier, second, troisieme] = candidats();
    expect((await agir('refuser', troisieme!.email, o.offreId)).body.maReponse).toBe('REFUSEE');
    const r = await agir('accepter', premier!.email, o.offreId);
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body).toMatchObject({ statut: 'POURVUE', maReponse: 'ACCEPTEE' });
    expect(expectApiError(await agir('accepter', second!.email, o.offreId), 409).message).toBe(OFFRE_DEJA_POURVUE);
    expect(await remplacements(id)).toEqual([{ employeId: premier!.employeId, dateFin: null, heuresHebdo: 35 }]);
    expect(await etapes(o.offreId)).toEqual(['Envoyée', 'Déclinée', 'Acceptée']);
    const liste = await api.as(e.chef.email).call(C.aCouvrir, { params: { id: e.etab.id }, query: {} });
    expect(liste.body.creneaux.map((c) => c.creneauId)).not.toContain(id);
    // Not a candidate: the head may not answer.
    expectApiError(await agir('accepter', e.chef.email, (await offrir([await slotACouvrir()])).offreId), 403);
  });

  it('lets someone of another establishment replace, through a membership that ends that day', async () => {
    const id = await slotACouvrir();
    const o = await offrir([id], [ailleurs.employeId]);
    expect((await agir('accepter', AILLEURS, o.offreId)).status).toBe(200);
    const [r] = await remplacements(id);
    expect(r).toMatchObject({ employeId: ailleurs.employeId, heuresHebdo: 0 });
    expect(r!.dateFin).not.toBeNull();
  });

  it('waits for the head when the service asks to confirm', async () => {
    const reglage = (email: string, confirmerAcceptations: boolean) =>
      api.as(email).call(O.reglage, { params: { serviceId: e.service.id }, body: { confirmerAcceptations } });
    expectApiError(await reglage(e.salarie.email, true), 403);
    expectApiError(await reglage(e.dehors.email, true), 404);
    expectApiError(
      await api.as(e.chef.email).call(O.reglage, { params: { serviceId: e.service.id }, body: {} } as never),
      400,
    );
    expect((await reglage(e.chef.email, true)).body).toEqual({ serviceId: e.service.id, confirmerAcceptations: true });
    try {
      const id = await slotACouvrir();
      const o = await offrir([id]);
      expect(o.confirmationRequise).toBe(true);
      const [premier, second] = candidats();
      expect((await agir('accepter', premier!.email, o.offreId)).body.statut).toBe('A_CONFIRMER');
      expect(await remplacements(id)).toEqual([]);
      expect(expectApiError(await agir('accepter', second!.email, o.offreId), 409).message).toBe(OFFRE_DEJA_POURVUE);
      expectApiError(await agir('confirmer', premier!.email, o.offreId), 403);
      const confirmee = await agir('confirmer', e.chef.email, o.offreId);
      expect(confirmee.body).toMatchObject({ statut: 'POURVUE', pourvuePar: expect.any(String) });
      expect(await remplacements(id)).toHaveLength(1);
      expect(await etapes(o.offreId)).toEqual(['Envoyée', 'Acceptée', 'Confirmée']);
    } finally {
      await reglage(e.chef.email, false);
    }
  });

  it('can be withdrawn, and expires at its deadline', async () => {
    const id = await slotACouvrir();
    const o = await offrir([id]);
    expectApiError(await agir('retirer', candidats()[0]!.email, o.offreId), 403);
    expect((await agir('retirer', e.chef.email, o.offreId)).body.statut).toBe('RETIREE');
    expect(expectApiError(await agir('accepter', candidats()[0]!.email, o.offreId), 409).message).toBe(
      'Cette offre a été retirée',
    );
    const encore = await offrir([id]);
    await t.db.transaction((tx) => expirerLesOffresEchues(tx, new Date(Date.now() + 30 * 24 * 3600 * 1000)));
    expect((await api.as(e.chef.email).call(O.detail, { params: { id: encore.offreId } })).body.statut).toBe('EXPIREE');
    expect(expectApiError(await agir('accepter', candidats()[0]!.email, encore.offreId), 409).message).toBe(
      'Cette offre a expiré',
    );
    expect(await etapes(encore.offreId)).toEqual(['Envoyée', 'Expirée']);
    expect(await etapes(o.offreId)).toEqual(['Envoyée', 'Retirée']);
  });

  it('answers 400 on a bad id and 404 on an unknown offer, with nothing changed', async () => {
    expectApiError(await api.as(e.chef.email).call(O.accepter, { params: { id: 'abc' } } as never), 400);
    expectApiError(await agir('accepter', e.chef.email, 2_000_000), 404);
  });
});

describe('twenty acceptances at once', () => {
  it('gives the slot once: one 200, nineteen « Déjà pourvu »', async () => {
    const nouveaux = await ajouterMembres(t.db, e.etab.id, e.service.id, 20);
    const id = await slotACouvrir();
    const o = await offrir(
      [id],
      nouveaux.map((m) => m.employeId),
    );
    const reponses = await Promise.all(nouveaux.map((m) => agir('accepter', m.email, o.offreId)));
    for (const r of reponses) expect(r.status, r.raw.body).toBeLessThan(500);
    expect(reponses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of reponses.filter((x) => x.status !== 200)) {
      expect(expectApiError(r, 409).message).toBe(OFFRE_DEJA_POURVUE);
    }
    expect(await remplacements(id)).toHaveLength(1);
  });
});
