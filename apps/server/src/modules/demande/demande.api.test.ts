import { apiRoutes, type BodyInputOf } from '@roulement/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentaireDemande, delegation, demande, historique, mailSortant, validation } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import {
  buildCongesCredit,
  buildEmploye,
  buildEtablissement,
  buildMembre,
  buildService,
  buildUtilisateur,
  designerDirecteur,
} from '../../test/factories';
import { buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

const D = apiRoutes.demande;
let t: TestApp;
let api: ApiClient;
let e: Equipe;
let directeur: { email: string; utilisateurId: number };
let membre: Equipe['membres'][number];
let autreMembre: Equipe['membres'][number];

type Corps = BodyInputOf<typeof D.creerConges>;
let jour = 1;
/** A new week for each request, so that they never overlap. */
const corps = (overrides: Partial<Corps> = {}): Corps => {
  const lundi = new Date(Date.UTC(2035, 0, 1 + 7 * jour++));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    employeId: membre.employeId,
    type: 1,
    dateDebut: iso(lundi),
    dateFin: iso(new Date(lundi.getTime() + 86_400_000)),
    demiJournee: 0,
    commentaire: null,
    ...overrides,
  };
};
const creer = async (qui: string, body: Corps = corps()) => {
  const r = await api.as(qui).call(D.creerConges, { body });
  expect(r.status, r.raw.body).toBe(201);
  return r.body.demandeId;
};
const lire = async (qui: string, demandeId: number) => {
  const r = await api.as(qui).call(D.detail, { params: { demandeId } });
  expect(r.status, r.raw.body).toBe(200);
  return r.body;
};
const decider = (qui: string, demandeId: number, validationId: number, accepte = true) =>
  api.as(qui).call(accepte ? D.valider : D.refuser, { params: { demandeId, validationId } });
const mailsA = async (email: string) =>
  (await t.db.select().from(mailSortant).where(eq(mailSortant.destinataire, email))).map((m) => m.sujet);

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 2 });
  [membre, autreMembre] = e.membres as [typeof membre, typeof membre];
  const u = await buildUtilisateur(t.db, { email: `directeur.${e.etab.id}@test.local` });
  const emp = await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: e.etab.id });
  await designerDirecteur(t.db, e.etab.id, emp.id, u.id);
  directeur = { email: u.email, utilisateurId: u.id };
  await buildUtilisateur(t.db, { email: 'admin.global@test.local', administrateurGlobal: true });
  for (const m of e.membres) await buildCongesCredit(t.db, { employeId: m.employeId, nbJours: 30 });
});
afterAll(() => t.close());

describe('POST /demande/conges', () => {
  it('builds the tree (head under the director) and mails the head first', async () => {
    const id = await creer(membre.email, corps({ commentaire: 'Vacances' }));
    const d = await lire(membre.email, id);
    expect(d.statut.demandeStatutId).toBe(1);
    expect(d.commentaire).toBe('Vacances');
    expect(d.conges?.nbJours).toBe(2);
    expect(d.validations).toHaveLength(1);
    expect(d.validations[0]!.authority).toBe(`DIRECTEUR_${e.etab.id}`);
    expect(d.validations[0]!.authorityLabel).toMatch(/^Direction – /);
    expect(d.validations[0]!.sousValidations[0]!.authorityLabel).toBe(`Chef de service – ${e.service.nom}`);
    expect(d.abilities).toEqual({ annuler: true, commenter: true, voirImpact: false });
    expect((await mailsA(e.chef.email)).some((s) => s.includes('à valider'))).toBe(true);
    expect(await mailsA(directeur.email)).toEqual([]);
    const audit = await t.db
      .select()
      .from(historique)
      .where(and(eq(historique.entite, 'demande'), eq(historique.entiteId, id)));
    expect(audit.map((h) => h.action)).toEqual(['CREATION']);
  });

  it.each([
    ['the head of the service', () => e.chef.email, 201],
    ['an establishment administrator', () => e.admin.email, 201],
    ['a colleague', () => e.salarie.email, 403],
    ['the head of another service', () => e.chefAutre.email, 403],
    ['someone of another establishment', () => e.dehors.email, 404],
  ])('for a member, by %s', async (_qui, qui, statut) => {
    const r = await api.as(qui()).call(D.creerConges, { body: corps() });
    expect(r.status, r.raw.body).toBe(statut);
  });

  it('lets the director alone validate what the head asked for a member', async () => {
    const d = await lire(e.chef.email, await creer(e.chef.email));
    expect(d.validations.map((v) => [v.authority, v.sousValidations.length])).toEqual([[`DIRECTEUR_${e.etab.id}`, 0]]);
  });

  it('applies the leave rules: half day, balance', async () => {
    expectApiError(
      await api.as(membre.email).call(D.creerConges, { body: corps({ demiJournee: 1, dateFin: undefined as never }) }),
      400,
    );
    const r = await api.as(autreMembre.email).call(D.creerConges, {
      body: corps({ employeId: autreMembre.employeId, dateFin: '2035-12-31', dateDebut: '2035-10-01' }),
    });
    expect(expectApiError(r, 409).message).toMatch(/^Solde insuffisant : le solde futur de « Congés payés » serait de/);
  });
});

describe('validations', () => {
  it('head then director: accepted, the leave exists with its request, the requester is told', async () => {
    const id = await creer(membre.email);
    const [racine] = (await lire(membre.email, id)).validations;
    const chef = racine!.sousValidations[0]!;
    expectApiError(await decider(membre.email, id, chef.validationId), 403);
    expectApiError(await decider(e.salarie.email, id, chef.validationId), 404);
    expect((await lire(e.chef.email, id)).validations[0]!.sousValidations[0]!.abilities.valider).toBe(true);

    const avant = (await mailsA(directeur.email)).length;
    const r1 = await decider(e.chef.email, id, chef.validationId);
    expect(r1.status, r1.raw.body).toBe(200);
    expect(r1.body.statut.demandeStatutId).toBe(1);
    expect(r1.body.validations[0]!.sousValidations[0]!.validePar).toBe(e.chef.email);
    expect((await mailsA(directeur.email)).length).toBe(avant + 1);
    expect(expectApiError(await decider(e.chef.email, id, chef.validationId), 409).message).toBe(
      'Cette validation a déjà été donnée',
    );

    const r2 = await decider(directeur.email, id, racine!.validationId);
    expect(r2.status, r2.raw.body).toBe(200);
    expect(r2.body.statut).toEqual({ demandeStatutId: 2, label: 'Acceptée' });
    const fiche = await api.as(membre.email).call(apiRoutes.employe.lire, { params: { id: membre.employeId } });
    const pose = fiche.body.conges.find((c) => c.demandeCongesId === id);
    expect(pose?.nbJours).toBe(2);
    expect((await mailsA(membre.email)).some((s) => s.endsWith('acceptée'))).toBe(true);
    expectApiError(await decider(directeur.email, id, racine!.validationId), 409);
  });

  it('a refusal by the director refuses the request and its pending children; nothing is posed', async () => {
    const id = await creer(membre.email);
    const racine = (await lire(membre.email, id)).validations[0]!;
    const r = await decider(directeur.email, id, racine.validationId, false);
    expect(r.body.statut.demandeStatutId).toBe(3);
    expect(r.body.validations[0]!.sousValidations[0]!.accepte).toBe(false);
    const fiche = await api.as(membre.email).call(apiRoutes.employe.lire, { params: { id: membre.employeId } });
    expect(fiche.body.conges.some((c) => c.demandeCongesId === id)).toBe(false);
  });

  it('a delegate acts for the director, and the validation says for whom', async () => {
    const id = await creer(membre.email);
    const racine = (await lire(membre.email, id)).validations[0]!;
    expectApiError(await decider(e.salarie.email, id, racine.validationId), 404);
    await t.db.insert(delegation).values({
      delegantId: directeur.utilisateurId,
      delegataireId: e.salarie.utilisateurId,
      etablissementId: e.etab.id,
      dateDebut: '2020-01-01',
      dateFin: '2099-12-31',
    });
    const aValider = await api.as(e.salarie.email).call(D.aValider, { query: {} });
    expect(aValider.body.elements.map((d) => d.demandeId)).toContain(id);
    const r = await decider(e.salarie.email, id, racine.validationId);
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body.validations[0]!.pourLeCompteDe?.email).toBe(directeur.email);
    const [v] = await t.db.select().from(validation).where(eq(validation.id, racine.validationId));
    expect(v!.pourId).toBe(directeur.utilisateurId);
    await t.db.delete(delegation);
  });

  it('lists and counts for a delegate only while the delegation runs, in its establishment', async () => {
    const id = await creer(membre.email);
    const autreEtab = await buildEtablissement(t.db);
    const vue = async () => {
      const liste = (await api.as(e.salarie.email).call(D.aValider, { query: {} })).body;
      const badges = (await api.as(e.salarie.email).call(D.compteurs)).body;
      return { listee: liste.elements.some((d) => d.demandeId === id), total: liste.total, badge: badges.aValider };
    };
    const sans = await vue();
    expect(sans.listee).toBe(false);
    const cas = [
      { dateDebut: '2020-01-01', dateFin: '2099-12-31', etablissementId: e.etab.id, voit: true },
      { dateDebut: '2020-01-01', dateFin: '2021-12-31', etablissementId: e.etab.id, voit: false },
      { dateDebut: '2098-01-01', dateFin: '2099-12-31', etablissementId: e.etab.id, voit: false },
      { dateDebut: '2020-01-01', dateFin: '2099-12-31', etablissementId: autreEtab.id, voit: false },
      {
        dateDebut: '2020-01-01',
        dateFin: '2099-12-31',
        etablissementId: e.etab.id,
        revoqueeLe: new Date(),
        voit: false,
      },
    ];
    for (const { voit, ...periode } of cas) {
      await t.db.insert(delegation).values({
        delegantId: directeur.utilisateurId,
        delegataireId: e.salarie.utilisateurId,
        ...periode,
      });
      const avec = await vue().finally(() => t.db.delete(delegation));
      // A running delegation adds the director's pending requests (this one among them), list and badge alike.
      if (voit)
        expect({ ...avec, plus: avec.total > sans.total }).toEqual({
          ...avec,
          listee: true,
          plus: true,
          badge: avec.total,
        });
      else expect({ ...periode, ...avec }).toEqual({ ...periode, ...sans });
    }
  });
});

describe('lists and badges', () => {
  it('À valider, Mes demandes and the counts agree', async () => {
    const id = await creer(autreMembre.email, corps({ employeId: autreMembre.employeId }));
    const aValider = (await api.as(e.chef.email).call(D.aValider, { query: {} })).body;
    expect(aValider.elements.map((d) => d.demandeId)).toContain(id);
    expect(aValider.elements.find((d) => d.demandeId === id)).toMatchObject({
      nbValidationsEnAttente: 2,
      nbCommentaires: 0,
    });
    const miennes = (await api.as(autreMembre.email).call(D.mesDemandes)).body;
    expect(miennes[0]!.demandeId).toBe(id);
    // Two statements read the same summary (À valider as raw rows): field for field, they agree.
    expect(aValider.elements.find((d) => d.demandeId === id)).toEqual(miennes[0]);
    expect((await api.as(autreMembre.email).call(D.aValider, { query: {} })).body).toEqual({
      total: 0,
      page: 0,
      taille: 50,
      elements: [],
    });
    const badges = (await api.as(e.chef.email).call(D.compteurs)).body;
    expect(badges.aValider).toBe(aValider.total);
    expect((await api.as(autreMembre.email).call(D.compteurs)).body).toEqual({ aValider: 0, enAttente: 1 });
  });

  it('impact: the validators only', async () => {
    const id = await creer(autreMembre.email, corps({ employeId: autreMembre.employeId }));
    expect((await api.as(e.chef.email).call(D.impact, { params: { demandeId: id } })).status).toBe(200);
    expectApiError(await api.as(autreMembre.email).call(D.impact, { params: { demandeId: id } }), 403);
  });
});

describe('cancelling and commenting', () => {
  it('the creator cancels once; others cannot', async () => {
    const id = await creer(membre.email);
    expectApiError(await api.as(directeur.email).call(D.annuler, { params: { demandeId: id } }), 403);
    const r = await api.as(membre.email).call(D.annuler, { params: { demandeId: id } });
    expect(r.body.statut.demandeStatutId).toBe(4);
    expect(r.body.abilities.annuler).toBe(false);
    expect(expectApiError(await api.as(membre.email).call(D.annuler, { params: { demandeId: id } }), 409).message).toBe(
      "Cette demande n'est plus en attente",
    );
    expectApiError(await decider(directeur.email, id, r.body.validations[0]!.validationId), 409);
  });

  it('comments: anyone who sees; only the author deletes, once', async () => {
    const id = await creer(membre.email);
    const r = await api.as(e.chef.email).call(D.commenter, { params: { demandeId: id }, body: { commentaire: 'Vu' } });
    expect(r.status).toBe(201);
    const c = r.body.commentaires[0]!;
    expect(c.abilities.supprimer).toBe(true);
    const nbCommentaires = async () =>
      (await api.as(e.chef.email).call(D.aValider, { query: {} })).body.elements.find((d) => d.demandeId === id)
        ?.nbCommentaires;
    expect(await nbCommentaires()).toBe(1);
    expectApiError(
      await api.as(e.salarie.email).call(D.commenter, { params: { demandeId: id }, body: { commentaire: 'x' } }),
      404,
    );
    expect(
      expectApiError(
        await api.as(membre.email).call(D.commenter, { params: { demandeId: id }, body: { commentaire: '' } }),
        400,
      ).message,
    ).toBeTruthy();
    const params = { demandeId: id, commentaireId: c.commentaireId };
    expectApiError(await api.as(membre.email).call(D.supprimerCommentaire, { params }), 403);
    const s = await api.as(e.chef.email).call(D.supprimerCommentaire, { params });
    expect(s.body.commentaires[0]).toMatchObject({ supprime: true, commentaire: '' });
    expect(s.body.nbCommentaires).toBe(0);
    expect(await nbCommentaires()).toBe(0);
    expectApiError(await api.as(e.chef.email).call(D.supprimerCommentaire, { params }), 409);
  });
});

describe('status updates', () => {
  it('PUT /demande/{id} re-derives, PUT /demande is for the Administrateur and idempotent', async () => {
    const id = await creer(membre.email);
    const r = await api.as(membre.email).call(D.mettreAJourStatut, { params: { demandeId: id } });
    expect(r.body.resultat).toBe('unchanged');
    expectApiError(await api.as(autreMembre.email).call(D.mettreAJourStatut, { params: { demandeId: id } }), 404);
    // A decision written around the use case (as an import would): the update applies it.
    await t.db.update(validation).set({ accepte: true }).where(eq(validation.demandeId, id));
    expectApiError(await api.as(e.admin.email).call(D.mettreAJourStatuts), 403);
    const tous = await api.as('admin.global@test.local').call(D.mettreAJourStatuts);
    expect(tous.body.demandesModifiees).toBe(1);
    expect((await lire(membre.email, id)).statut.demandeStatutId).toBe(2);
    expect((await api.as('admin.global@test.local').call(D.mettreAJourStatuts)).body.demandesModifiees).toBe(0);
  });
});

describe('trees of other services', () => {
  it('an autonomous service: its head decides alone, the director is not asked', async () => {
    const autonome = await buildService(t.db, {
      etablissementId: e.etab.id,
      chefDeServiceId: e.chefAutre.employeId,
      validationAutonome: true,
    });
    api.oublier(e.chefAutre.email);
    const p = await buildEmploye(t.db, { etablissementId: e.etab.id });
    await buildMembre(t.db, { serviceId: autonome.id, employeId: p.id });
    const id = await creer(e.admin.email, corps({ employeId: p.id, type: 6 }));
    const d = await lire(e.chefAutre.email, id);
    expect(d.validations.map((v) => [v.authority, v.sousValidations.length])).toEqual([
      [`CHEF_DE_SERVICE_${autonome.id}`, 0],
    ]);
    const r = await decider(e.chefAutre.email, id, d.validations[0]!.validationId);
    expect(r.body.statut.demandeStatutId).toBe(2);
    expect(await t.db.select().from(mailSortant).where(like(mailSortant.sujet, '%acceptée'))).not.toHaveLength(0);
  });
});

/**
 * Each drift check's own traffic, so that it holds whatever ran before it or not: a request
 * created, its head's validation accepted, a comment added and another deleted.
 */
async function traverserUneDemande() {
  const id = await creer(membre.email);
  const chef = (await lire(membre.email, id)).validations[0]!.sousValidations[0]!;
  expect((await decider(e.chef.email, id, chef.validationId)).status).toBe(200);
  const commenter = (commentaire: string) =>
    api.as(e.chef.email).call(D.commenter, { params: { demandeId: id }, body: { commentaire } });
  await commenter('Vu');
  const retire = (await commenter('À retirer')).body.commentaires.find((c) => c.commentaire === 'À retirer')!;
  const supprime = await api
    .as(e.chef.email)
    .call(D.supprimerCommentaire, { params: { demandeId: id, commentaireId: retire.commentaireId } });
  expect(supprime.status).toBe(200);
}

// The counts each request keeps are still those of its validations and comments (migration
// 0023), on the whole table: its own traffic, and whatever else this file ran before.
it('leaves every request with the counts of its validations and comments', async () => {
  await traverserUneDemande();
  const compte = (condition: string) =>
    sql.raw(`(select count(*)::int from validation v where v.demande_id = demande.id and ${condition})`);
  const ecarts = await t.db
    .select({ demandeId: demande.id })
    .from(demande)
    .where(
      sql`(${demande.nbValidationsAcceptees}, ${demande.nbValidationsEnAttente}, ${demande.nbValidationsRefusees}, ${demande.nbCommentaires})
        is distinct from (${compte('v.accepte')}, ${compte('v.accepte is null')}, ${compte('not v.accepte')},
          (select count(*)::int from ${commentaireDemande} c where c.demande_id = ${demande.id} and not c.supprime))`,
    );
  const [{ n }] = (await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(demande)
    .where(sql`${demande.nbValidationsAcceptees} > 0`)) as [{ n: number }];
  expect({ decidees: n > 0, ecarts }).toEqual({ decidees: true, ecarts: [] });
});
