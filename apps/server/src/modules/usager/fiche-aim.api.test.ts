import {
  AJUSTEMENT_NON_MODIFIABLE,
  ajouterJours,
  apiRoutes,
  fenetreVersement,
  MODELE_AIM_MANQUANT_EXCEPTION,
  moisPrecedent,
  nombreDeLundis,
  PREMIERE_FICHE_IMPOSSIBLE,
} from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ficheAim, historique, mouvement } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import {
  ajouterComptable,
  buildAccueil,
  buildModeleAim,
  buildService,
  buildUsager,
  buildUtilisateur,
} from '../../test/factories';
import { buildEquipeAim, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ApiClient;
const U = apiRoutes.usager;
const D = apiRoutes.demande;
const today = todayInParis();
const annee = Number(today.slice(0, 4));
const mois = Number(today.slice(5, 7));
let usagerId: number;
let comptable: string;
let ficheId: number;

const creer = (email: string, id = usagerId, etablissementId = e.etab.id) =>
  api.as(email).call(U.initialiserFiche, { body: { etablissementId, usagerId: id } });
const lire = (email: string, id = ficheId) => api.as(email).call(U.lireFiche, { params: { id } });
const ajuster = (email: string, explication: string, operations: { posteAIMId: string; montant: number }[]) =>
  api
    .as(email)
    .call(U.ajuster, { params: { id: ficheId }, body: { ficheAIMId: ficheId, explication, operations } as never });

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipeAim(t.db, [
    ['ALIMENTATION', '20.00'],
    ['HABILLEMENT', '30.00'],
    ['COIFFURE', '15.50'],
  ]);
  const u = await buildUsager(t.db, { etablissementId: e.etab.id, nom: 'Petit', prenom: 'Jeanne' });
  usagerId = u.id;
  await buildAccueil(t.db, { usagerId, serviceId: e.service.id, dateDebut: ajouterJours(today, -60) });
  const c = await buildUtilisateur(t.db, { email: 'comptable@fiche.test' });
  await ajouterComptable(t.db, e.etab.id, c.id);
  comptable = c.email;
});
afterAll(() => t.close());

describe('POST /ficheAIM/: the first sheet', () => {
  it('refuses a resident not hosted today, with the tooltip text', async () => {
    const u = await buildUsager(t.db, { etablissementId: e.etab.id });
    await buildAccueil(t.db, { usagerId: u.id, serviceId: e.service.id, dateDebut: ajouterJours(today, 5) });
    expect(expectApiError(await creer(e.salarie.email, u.id), 409).message).toBe(PREMIERE_FICHE_IMPOSSIBLE);
  });

  it('answers ModeleAimManquantException with the service concerned when the service has no model', async () => {
    const u = await buildUsager(t.db, { etablissementId: e.etab.id });
    await buildAccueil(t.db, { usagerId: u.id, serviceId: e.autreService.id, dateDebut: today });
    const err = expectApiError(await creer(e.salarie.email, u.id), 409);
    expect(err.exception).toBe(MODELE_AIM_MANQUANT_EXCEPTION);
    expect(err.serviceConcerne).toMatchObject({
      serviceId: e.autreService.id,
      etablissementId: e.etab.id,
      chefDeService: { email: e.chefAutre.email },
    });
    expect(await t.db.select().from(ficheAim).where(eq(ficheAim.usagerId, u.id))).toEqual([]);
  });

  it('answers 404 outside the establishments and without the aid feature, 403 without SALARIE', async () => {
    expectApiError(await creer(e.dehors.email), 404);
    expectApiError(await creer(e.salarie.email, usagerId, e.autreEtab.id), 404);
    expectApiError(await creer(comptable), 403);
    const service = await buildService(t.db, { etablissementId: e.autreEtab.id });
    await buildModeleAim(t.db, service.id, [['HYGIENE', '10.00']]);
    const u = await buildUsager(t.db, { etablissementId: e.autreEtab.id });
    await buildAccueil(t.db, { usagerId: u.id, serviceId: service.id, dateDebut: today });
    expectApiError(await creer(e.dehors.email, u.id, e.autreEtab.id), 404);
  });

  it("creates this month's sheet from the service's model", async () => {
    const r = await creer(e.salarie.email);
    expect(r.status).toBe(201);
    ficheId = r.body.ficheAIMId;
    expect(r.body).toMatchObject({ mois, annee, statut: 'EN_PREPARATION', modifiable: true, nombrePostes: 3 });
    expect(r.body.lignes.map((l) => [l.poste.posteAIMId, l.montantInitial, l.montantFinal])).toEqual([
      ['ALIMENTATION', 20 * nombreDeLundis(annee, mois), 20 * nombreDeLundis(annee, mois)],
      ['HABILLEMENT', 30, 30],
      ['COIFFURE', 15.5, 15.5],
    ]);
    expect(r.body.abilities).toMatchObject({ ajuster: true, demanderValidation: true, creerSuivante: false });
    expect(r.body.total).toBe(20 * nombreDeLundis(annee, mois) + 45.5);
  });
});

describe('adjustments', () => {
  it('asks for 5 words, at least one operation, each item once', async () => {
    expectApiError(
      await ajuster(e.salarie.email, 'trop court pour passer', [{ posteAIMId: 'HABILLEMENT', montant: 1 }]),
      400,
    );
    expectApiError(await ajuster(e.salarie.email, 'une explication de cinq mots', []), 400);
    const doublon = [
      { posteAIMId: 'HABILLEMENT', montant: 1 },
      { posteAIMId: 'HABILLEMENT', montant: 2 },
    ];
    expectApiError(await ajuster(e.salarie.email, 'une explication de cinq mots', doublon), 400);
    expectApiError(
      await ajuster(e.salarie.email, 'une explication de cinq mots', [{ posteAIMId: 'X', montant: 1 }]),
      400,
    );
    expectApiError(
      await ajuster(e.dehors.email, 'une explication de cinq mots', [{ posteAIMId: 'DETTE', montant: 1 }]),
      404,
    );
  });

  it('adds an adjustment; an item the sheet lacks gets a line', async () => {
    const r = await ajuster(e.salarie.email, 'Epargne : mise de côté pour les vacances', [
      { posteAIMId: 'HABILLEMENT', montant: -10.25 },
      { posteAIMId: 'EPARGNE', montant: 25 },
    ]);
    expect(r.status).toBe(200);
    const ligne = (p: string) => r.body.lignes.find((l) => l.poste.posteAIMId === p)!;
    expect(ligne('HABILLEMENT')).toMatchObject({ montantInitial: 30, montantFinal: 19.75 });
    expect(ligne('EPARGNE')).toMatchObject({ montantInitial: 0, montantFinal: 25 });
    expect(r.body.ajustements).toHaveLength(1);
    expect(r.body.ajustements[0]!.postes.map((p) => p.posteAIMId)).toEqual(['HABILLEMENT', 'EPARGNE']);
  });

  it('changes an adjustment by removing it and adding the edited one, and removes one', async () => {
    const avant = (await lire(e.salarie.email)).body.ajustements[0]!;
    const r = await api.as(e.chef.email).call(U.modifierAjustement, {
      params: { id: ficheId },
      body: {
        ficheAIMId: ficheId,
        ajustementId: avant.ajustementId,
        explication: 'Dette : achat de chaussures remboursé ce mois',
        operations: [{ posteAIMId: 'HABILLEMENT', montant: -5 }],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.ajustements.map((a) => a.explication)).toEqual(['Dette : achat de chaussures remboursé ce mois']);
    expect(r.body.ajustements[0]!.ajustementId).not.toBe(avant.ajustementId);
    expect(r.body.lignes.find((l) => l.poste.posteAIMId === 'EPARGNE')?.montantFinal).toBe(0);
    const autre = await ajuster(e.salarie.email, 'coiffeur exceptionnel pour le mariage', [
      { posteAIMId: 'COIFFURE', montant: 4.5 },
    ]);
    const retire = await api.as(e.salarie.email).call(U.retirerAjustement, {
      params: { id: ficheId },
      body: { ficheAIMId: ficheId, ajustementId: autre.body.ajustements[1]!.ajustementId },
    });
    expect(retire.body.ajustements).toHaveLength(1);
    expectApiError(
      await api.as(e.salarie.email).call(U.retirerAjustement, {
        params: { id: ficheId },
        body: { ficheAIMId: ficheId, ajustementId: 999999 },
      }),
      404,
    );
  });
});

describe('validation', () => {
  it('moves the sheet to EN_ATTENTE_DE_VALIDATION; the sheet then refuses changes and stays unchanged', async () => {
    const r = await api.as(e.salarie.email).call(U.demanderValidation, {
      body: { ficheAIMId: ficheId, commentaire: 'Merci de valider' },
    });
    expect(r.status).toBe(201);
    const avant = (await lire(e.salarie.email)).body;
    expect(avant).toMatchObject({ statut: 'EN_ATTENTE_DE_VALIDATION', modifiable: false });
    const refus = expectApiError(
      await ajuster(e.salarie.email, 'encore une explication de cinq mots', [{ posteAIMId: 'COIFFURE', montant: 1 }]),
      409,
    );
    expect(refus.message).toBe(AJUSTEMENT_NON_MODIFIABLE);
    expectApiError(
      await api.as(e.salarie.email).call(U.retirerAjustement, {
        params: { id: ficheId },
        body: { ficheAIMId: ficheId, ajustementId: avant.ajustements[0]!.ajustementId },
      }),
      409,
    );
    expect((await lire(e.salarie.email)).body).toEqual(avant);
    expectApiError(await api.as(e.salarie.email).call(U.demanderValidation, { body: { ficheAIMId: ficheId } }), 409);
  });

  it("answers the matching request with the sheet's body; the head over the administrators", async () => {
    const r = await api.as(e.salarie.email).call(U.demandeCorrespondante, { query: { ficheAimId: ficheId } });
    expect(r.status).toBe(200);
    expect(r.body.typeDemande).toBe('Fiches AIM');
    expect(r.body.ficheAim).toMatchObject({ ficheAIMId: ficheId, usagerId, nombreAjustements: 1 });
    expect(r.body.ficheAim?.totalMensuel).toBe((await lire(e.salarie.email)).body.total);
    expect(r.body.validations.map((v) => [v.authority, v.sousValidations.map((s) => s.authority)])).toEqual([
      [`CHEF_DE_SERVICE_${e.service.id}`, [`ADMINISTRATEUR_${e.etab.id}`]],
    ]);
    const h = (
      await api.as(e.chef.email).call(U.historique, { params: { usagerId }, query: { etablissementId: e.etab.id } })
    ).body;
    expect(h.validationEnCours).toMatchObject({ demandeId: r.body.demandeId, acceptees: 0, total: 2 });
  });

  it('two concurrent validations apply once: VALIDEE and one entitlement per positive line', async () => {
    const demande = (await api.as(e.chef.email).call(U.demandeCorrespondante, { query: { ficheAimId: ficheId } })).body;
    const v = demande.validations[0]!;
    const valider = () =>
      api.as(e.chef.email).call(D.valider, { params: { demandeId: demande.demandeId, validationId: v.validationId } });
    const statuts = (await Promise.all([valider(), valider()])).map((x) => x.status).sort();
    expect(statuts).toEqual([200, 409]);
    const fiche = (await lire(e.salarie.email)).body;
    expect(fiche.statut).toBe('VALIDEE');
    expect(fiche.abilities.creerSuivante).toBe(true);
    const creances = await t.db
      .select()
      .from(mouvement)
      .where(and(eq(mouvement.ficheAimId, ficheId), eq(mouvement.type, 'CREANCE')));
    expect(creances.map((m) => [m.posteAimId, Number(m.montant)]).sort()).toEqual(
      fiche.lignes
        .filter((l) => l.montantFinal > 0)
        .map((l) => [l.poste.posteAIMId, l.montantFinal])
        .sort(),
    );
    const soldes = (await api.as(e.salarie.email).call(U.soldes, { query: { usagerId, etablissementId: e.etab.id } }))
      .body;
    expect(soldes.find((s) => s.poste.posteAIMId === 'HABILLEMENT')?.montant).toBe(25);
  });

  it('two concurrent next-sheet creations create one sheet; a refusal gives it back to preparation', async () => {
    const statuts = (await Promise.all([creer(e.salarie.email), creer(e.chef.email)])).map((r) => r.status).sort();
    expect(statuts).toEqual([201, 409]);
    const fiches = await t.db.select().from(ficheAim).where(eq(ficheAim.usagerId, usagerId));
    expect(fiches).toHaveLength(2);
    const suivante = fiches.find((f) => f.id !== ficheId)!;
    expect([suivante.annee, suivante.mois]).toEqual(mois === 12 ? [annee + 1, 1] : [annee, mois + 1]);
    expect((await lire(e.salarie.email)).body.existeSuivante).toBe(true);
    const { demandeId } = (
      await api.as(e.salarie.email).call(U.demanderValidation, { body: { ficheAIMId: suivante.id } })
    ).body;
    const d = (await api.as(e.chef.email).call(D.detail, { params: { demandeId } })).body;
    const r = await api
      .as(e.chef.email)
      .call(D.refuser, { params: { demandeId, validationId: d.validations[0]!.validationId } });
    expect(r.status).toBe(200);
    expect((await lire(e.salarie.email, suivante.id)).body.statut).toBe('EN_PREPARATION');
  });
});

describe('reading sheets', () => {
  it('reads by month, neighbours, by item, the preparation', async () => {
    const parMois = await api.as(e.salarie.email).call(U.ficheDuMois, { query: { usagerId, mois, annee } });
    expect(parMois.body.ficheAIMId).toBe(ficheId);
    expectApiError(
      await api.as(e.salarie.email).call(U.ficheDuMois, { query: { usagerId, mois, annee: annee - 5 } }),
      404,
    );
    const adj = await api.as(e.salarie.email).call(U.adjacence, { params: { id: ficheId } });
    expect(adj.body).toEqual({ existePrecedante: false, existeSuivante: true });
    const parPoste = await api
      .as(e.salarie.email)
      .call(U.rechercherFiches, { query: { usagerId, etablissementId: e.etab.id, posteAimId: 'EPARGNE' } });
    expect(parPoste.body.map((f) => f.ficheAIMId)).toEqual([ficheId]);
    // The history adds the sheets' totals in SQL, the sheet in code: after adjustments, they agree.
    const h = await api
      .as(e.salarie.email)
      .call(U.historique, { params: { usagerId }, query: { etablissementId: e.etab.id } });
    expect(h.body.fiches.find((f) => f.ficheAIMId === ficheId)?.total).toBe((await lire(e.salarie.email)).body.total);
    const toutes = await api.as(e.salarie.email).call(U.fichesUsager, { params: { usagerId } });
    expect(toutes.body).toHaveLength(2);
    expect(toutes.body[1]!.ficheAIMId).toBe(ficheId);
    const prep = (await api.as(e.salarie.email).call(U.preparation, { params: { id: ficheId } })).body;
    expect(prep.fenetre).toEqual(fenetreVersement({ annee, mois }));
    expect(prep.lignes.map((l) => l.poste.posteAIMId)).not.toContain('EPARGNE');
    expect(prep.lignes.find((l) => l.poste.posteAIMId === 'HABILLEMENT')?.montantParDefaut).toBe(25);
    expectApiError(await lire(e.dehors.email), 404);
    expectApiError(await lire(comptable), 403);
  });

  it('records every read of a resident finances or sheets in the audit trail', async () => {
    const lectures = await t.db
      .select()
      .from(historique)
      .where(and(eq(historique.entite, 'usager'), eq(historique.entiteId, usagerId), eq(historique.action, 'LECTURE')));
    expect(lectures.length).toBeGreaterThan(5);
    expect(new Set(lectures.map((l) => l.apres?.lecture))).toEqual(
      new Set(['historique', 'fiche', 'fiches', 'soldes', 'demande', 'preparation']),
    );
  });
});

describe('payouts', () => {
  const { debut, fin } = fenetreVersement({ annee, mois });
  const preparer = (dates: string[], posteAIMId: string, montant: number, moyen?: 'VIREMENT') =>
    api.as(e.salarie.email).call(U.preparerVersements, {
      body: {
        ficheAIMId: ficheId,
        usagerId,
        etablissementId: e.etab.id,
        datesDeVersement: dates,
        lignesVersements: [{ posteAIMId, montant }] as never,
        ...(moyen ? { moyenDePaiementId: moyen } : {}),
      },
    });

  it('refuses dates outside the window, unpayable lines and amounts not above 0', async () => {
    expect(expectApiError(await preparer([ajouterJours(fin, 1)], 'HABILLEMENT', 10), 400).fieldErrors).toHaveProperty(
      'datesDeVersement',
    );
    expectApiError(await preparer([ajouterJours(debut, -1)], 'HABILLEMENT', 10), 400);
    expectApiError(await preparer([debut], 'EPARGNE', 10), 400);
    expectApiError(await preparer([debut], 'HABILLEMENT', 0), 400);
  });

  it('splits each line over the dates in cents, declares one paid and deletes the other', async () => {
    const r = await preparer([fin, debut], 'HABILLEMENT', 20.01);
    expect(r.status).toBe(201);
    expect(r.body.map((v) => [v.dateDeVersement, v.montant, v.moyenDePaiement.moyenDePaiementId, v.verse])).toEqual([
      [debut, 10, 'ESPECE', false],
      [fin, 10.01, 'ESPECE', false],
    ]);
    const [premier, second] = r.body;
    const verse = await api.as(e.salarie.email).call(U.verser, { params: { id: premier!.versementId } });
    expect(verse.body.verse).toBe(true);
    expectApiError(await api.as(e.salarie.email).call(U.verser, { params: { id: premier!.versementId } }), 409);
    expectApiError(
      await api.as(e.salarie.email).call(U.supprimerVersement, { params: { versementId: premier!.versementId } }),
      409,
    );
    expectApiError(await api.as(e.dehors.email).call(U.verser, { params: { id: second!.versementId } }), 404);
    const suppr = await api
      .as(e.salarie.email)
      .call(U.supprimerVersement, { params: { versementId: second!.versementId } });
    expect(suppr.status).toBe(204);
    const soldes = (await api.as(e.salarie.email).call(U.soldes, { query: { usagerId, etablissementId: e.etab.id } }))
      .body;
    expect(soldes.find((s) => s.poste.posteAIMId === 'HABILLEMENT')?.montant).toBe(15);
    const virement = await preparer([debut], 'COIFFURE', 5, 'VIREMENT');
    expect(virement.body[0]?.moyenDePaiement).toEqual({ moyenDePaiementId: 'VIREMENT', libelle: 'Virement' });
    const parDate = await api
      .as(e.salarie.email)
      .call(U.versements, { query: { usagerId, etablissementId: e.etab.id, mois, annee } });
    expect(parDate.body.map((g) => [g.dateDeVersement, g.versements.length])).toEqual([[debut, 2]]);
    const aDate = await api
      .as(e.salarie.email)
      .call(U.versementsADate, { query: { usagerId, etablissementId: e.etab.id, date: debut } });
    expect(aDate.body).toHaveLength(2);
  });

  it('shows the movements grouped by month, payouts negative', async () => {
    const groupes = (
      await api.as(e.salarie.email).call(U.mouvements, {
        query: { usagerId, etablissementId: e.etab.id, posteAimId: 'HABILLEMENT' },
      })
    ).body;
    const tous = groupes.flatMap((g) => g.mouvements.map((m) => [m.typeDeMouvement, m.montantMensuel]));
    expect(tous).toEqual([
      ['CREANCE', 25],
      ['VERSEMENT', -10],
    ]);
    const p = moisPrecedent({ annee, mois });
    expect(groupes.map((g) => [g.annee, g.mois])).toEqual([
      [annee, mois],
      [p.annee, p.mois],
    ]);
    const avant = await api
      .as(e.salarie.email)
      .call(U.soldesAvantFiche, { query: { usagerId, etablissementId: e.etab.id, fichaAimId: ficheId } });
    expect(avant.body.find((s) => s.poste.posteAIMId === 'HABILLEMENT')?.montant).toBe(-10);
    // The history reads the same movements and balances in its own statement, each movement's item by id.
    const query = { usagerId, etablissementId: e.etab.id };
    const h = (await api.as(e.salarie.email).call(U.historique, { params: { usagerId }, query })).body;
    const mouvements = (await api.as(e.salarie.email).call(U.mouvements, { query })).body;
    expect(h.mouvements).toEqual(
      mouvements.map((g) => ({
        ...g,
        mouvements: g.mouvements.map(({ posteAim, ...m }) => ({ ...m, posteAIMId: posteAim.posteAIMId })),
      })),
    );
    expect(h.soldes).toEqual((await api.as(e.salarie.email).call(U.soldes, { query })).body);
    const postesDesSoldes = h.soldes.map((s) => s.poste.posteAIMId);
    for (const m of h.mouvements.flatMap((g) => g.mouvements)) expect(postesDesSoldes).toContain(m.posteAIMId);
    expect(h.mouvements.flatMap((g) => g.mouvements).map((m) => m.posteAIMId)).toContain('HABILLEMENT');
  });
});
