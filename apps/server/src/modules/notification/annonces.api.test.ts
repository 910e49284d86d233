import { ajouterJours, apiRoutes, type EvenementPush, lundiDeLaSemaineDe, semaineDe } from '@roulement/contract';
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abonnementPush, pushSortant, utilisateur } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { clesVapid } from '../../lib/secret';
import { type ApiClient, apiClient } from '../../test/api';
import { buildCongesCredit, buildEmploye, buildUtilisateur, designerDirecteur } from '../../test/factories';
import { buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { demarrerServicePush, type ServicePush } from '../../test/service-push';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createExpediteurPush, envoyerPushsDus } from './envoi-push';

/*
 * The pushes written beside the e-mails, in the transaction of the change (issue 25): a request to
 * decide, a decision, a comment, a published slot changed within 14 days.
 */

const D = apiRoutes.demande;
let t: TestApp;
let api: ApiClient;
let e: Equipe;
let push: ServicePush;
let membre: Equipe['membres'][number];
let directeur: string;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  push = await demarrerServicePush();
  e = await buildEquipe(t.db, { nbMembres: 1 });
  membre = e.membres[0]!;
  await buildCongesCredit(t.db, { employeId: membre.employeId, nbJours: 30 });
  const u = await buildUtilisateur(t.db, { email: `directeur.${e.etab.id}@test.local` });
  const emp = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: e.etab.id });
  await designerDirecteur(t.db, e.etab.id, emp.id, u.id);
  directeur = u.email;
});
afterAll(async () => {
  await push.fermer();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(abonnementPush);
});

/** Subscribes a new device of `qui` to these events; answers its endpoint. */
const abonner = async (qui: string, evenements?: EvenementPush[]) => {
  const appareil = push.appareil();
  const r = await api.as(qui).call(apiRoutes.notification.abonner, { body: { ...appareil, evenements } });
  expect(r.status, r.raw.body).toBe(200);
  return r.body.id;
};
const pushsDe = async (abonnementId: number) =>
  (
    await t.db.select().from(pushSortant).where(eq(pushSortant.abonnementId, abonnementId)).orderBy(asc(pushSortant.id))
  ).map((p) => ({ titre: p.titre, lien: p.lien }));

let semaine = 0;
const creerConges = async () => {
  const lundi = ajouterJours('2035-01-09', 7 * semaine++);
  const r = await api.as(membre.email).call(D.creerConges, {
    body: { employeId: membre.employeId, type: 1, dateDebut: lundi, dateFin: lundi, demiJournee: 0, commentaire: null },
  });
  expect(r.status, r.raw.body).toBe(201);
  return r.body.demandeId;
};

describe('requests', () => {
  it('tells the validator a request waits, on the devices that chose it only', async () => {
    const tout = await abonner(e.chef.email);
    const sansDemandes = await abonner(e.chef.email, ['PLANNING_MODIFIE']);
    const id = await creerConges();
    expect(await pushsDe(tout)).toEqual([{ titre: 'Demande de congés à valider', lien: `/demande/${id}/conges` }]);
    expect(await pushsDe(sansDemandes)).toEqual([]);
  });

  it('tells the requester the decision, and the director when the head has decided', async () => {
    const demandeur = await abonner(membre.email, ['DEMANDE_DECIDEE']);
    const direction = await abonner(directeur);
    const id = await creerConges();
    const detail = await api.as(membre.email).call(D.detail, { params: { demandeId: id } });
    const racine = detail.body.validations[0]!;
    const params = (v: { validationId: number }) => ({ demandeId: id, validationId: v.validationId });
    await api.as(e.chef.email).call(D.valider, { params: params(racine.sousValidations[0]!) });
    expect(await pushsDe(direction)).toEqual([{ titre: 'Demande de congés à valider', lien: `/demande/${id}/conges` }]);
    await api.as(directeur).call(D.valider, { params: params(racine) });
    expect(await pushsDe(demandeur)).toEqual([{ titre: 'Demande de congés acceptée', lien: `/demande/${id}/conges` }]);
  });

  it('tells the requester about a comment, not its author', async () => {
    const demandeur = await abonner(membre.email);
    const id = await creerConges();
    const chef = await abonner(e.chef.email, ['DEMANDE_COMMENTEE']);
    await api.as(e.chef.email).call(D.commenter, { params: { demandeId: id }, body: { commentaire: 'Vu' } });
    await api.as(membre.email).call(D.commenter, { params: { demandeId: id }, body: { commentaire: 'Merci' } });
    expect(await pushsDe(demandeur)).toEqual([
      { titre: 'Nouveau commentaire : Demande de congés', lien: `/demande/${id}/conges` },
    ]);
    expect(await pushsDe(chef)).toEqual([]);
  });

  it('sends no name, date nor comment to the push service: a title and a link', async () => {
    await abonner(e.chef.email);
    const id = await creerConges();
    await api.as(membre.email).call(D.commenter, { params: { demandeId: id }, body: { commentaire: 'Secret' } });
    const expedier = createExpediteurPush(await clesVapid(t.db, {}), 'mailto:test@roulement.local', push.agent);
    await envoyerPushsDus(t.db, expedier, pino({ level: 'silent' }));
    const [u] = await t.db.select().from(utilisateur).where(eq(utilisateur.id, membre.utilisateurId));
    const recus = push.recus.map((r) => JSON.parse(r.payload) as Record<string, string>);
    expect(recus.length).toBeGreaterThan(0);
    for (const recu of recus) {
      expect(Object.keys(recu).sort()).toEqual(['lien', 'titre']);
      expect(JSON.stringify(recu)).not.toMatch(new RegExp(`${u!.nom}|${u!.prenom}|2035|Secret|@`, 'i'));
    }
  });
});

describe('the published planning', () => {
  const ajouter = (date: string) =>
    api.as(e.chef.email).call(apiRoutes.planning.creerTravail, {
      body: { membreId: membre.membreId, date, heureDebut: 420, heureFin: 600 },
    });

  it('tells the member of a slot changed within the next 14 days, not later', async () => {
    const appareil = await abonner(membre.email, ['PLANNING_MODIFIE']);
    const today = todayInParis();
    expect((await ajouter(ajouterJours(today, 14))).status).toBe(200);
    expect(await pushsDe(appareil)).toEqual([]);
    const r = await ajouter(ajouterJours(today, 2));
    expect(r.status, r.raw.body).toBe(200);
    expect(await pushsDe(appareil)).toEqual([{ titre: 'Votre planning a changé', lien: '/planning' }]);
  });

  it('tells once each member a publication changes within 14 days, and no one when it changes nothing', async () => {
    const appareil = await abonner(membre.email, ['PLANNING_MODIFIE']);
    const chef = await abonner(e.chef.email, ['PLANNING_MODIFIE']);
    const travail = (jourId: number) => ({
      membreId: membre.membreId,
      ordreSemaine: 1,
      jourId,
      heureDebut: 420,
      heureFin: 840,
    });
    const modele = await buildModele(t.db, e.service.id, 1, { creneaux: [travail(1), travail(2)], repos: [] });
    const lundi = lundiDeLaSemaineDe(ajouterJours(todayInParis(), 7));
    const publier = async () => {
      const r = await api.as(e.chef.email).call(apiRoutes.modele.publier, {
        params: { id: modele.id },
        body: { semaineMiseEnApplication: semaineDe(lundi), debutCyclePublication: 1 },
      });
      expect(r.status, r.raw.body).toBe(200);
    };
    await publier();
    expect(await pushsDe(appareil)).toEqual([{ titre: 'Votre planning a changé', lien: '/planning' }]);
    await publier();
    expect(await pushsDe(appareil)).toHaveLength(1);
    expect(await pushsDe(chef)).toEqual([]);
  });
});
