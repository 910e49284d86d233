import type { Membre, NouveauMembreCandidat } from '@roulement/contract';
import { ajouterJours } from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creneau, membre, modeleCreneau } from '../../db/schema';
import { todayInParis } from '../../lib/dates';
import { appelant, json } from '../../test/as-user';
import { buildEmploye, buildUtilisateur } from '../../test/factories';
import { buildCreneau, buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let e: Equipe;
let api: ReturnType<typeof appelant>;
let recrue: { employeId: number; utilisateurId: number };
let vacataire: { employeId: number };

beforeAll(async () => {
  t = await buildTestApp();
  api = appelant(t);
  e = await buildEquipe(t.db);
  const u = await buildUtilisateur(t.db, { prenom: 'Élodie', nom: 'Recrue' });
  recrue = {
    employeId: (await buildEmploye(t.db, { utilisateurId: u.id, etablissementId: e.etab.id })).id,
    utilisateurId: u.id,
  };
  const v = await buildUtilisateur(t.db, { prenom: 'Victor', nom: 'Vacataire' });
  vacataire = {
    employeId: (
      await buildEmploye(t.db, {
        utilisateurId: v.id,
        etablissementId: e.etab.id,
        contrat: { contratTypeId: 2, dateDebut: '2020-01-01', dateFin: '2099-12-31' },
      })
    ).id,
  };
});
afterAll(() => t.close());

describe('GET /membre/etablissement/{id}', () => {
  it('lists the current members of the establishment to whoever holds a role there', async () => {
    expectApiError(await api.get(null, `/api/membre/etablissement/${e.etab.id}`), 401);
    expectApiError(await api.get(e.dehors.email, `/api/membre/etablissement/${e.etab.id}`), 404);
    const r = await api.get(e.salarie.email, `/api/membre/etablissement/${e.etab.id}`);
    expect(r.statusCode).toBe(200);
    const membres = json<Membre[]>(r);
    expect(membres.map((m) => m.membreId).sort()).toEqual(e.membres.map((m) => m.membreId).sort());
    expect(membres[0]?.employe).toMatchObject({ etablissement: { etablissementId: e.etab.id }, indisponibilites: [] });
  });
});

describe('GET /employe/rechercheDeNouveauxMembres/{serviceId}', () => {
  it('finds employees of the establishment not yet members, for those who manage the service', async () => {
    const url = `/api/employe/rechercheDeNouveauxMembres/${e.service.id}?_recherche=elodie`;
    expectApiError(await api.get(e.salarie.email, url), 403);
    expectApiError(await api.get(e.dehors.email, url), 404);
    const trouves = json<NouveauMembreCandidat[]>(await api.get(e.chef.email, url));
    expect(trouves).toEqual([
      {
        employeId: recrue.employeId,
        nomComplet: 'Élodie Recrue',
        titulaire: true,
        utilisateur: {
          utilisateurId: recrue.utilisateurId,
          prenom: 'Élodie',
          nom: 'Recrue',
          nomComplet: 'Élodie Recrue',
        },
      },
    ]);
    const tous = json<NouveauMembreCandidat[]>(
      await api.get(e.admin.email, `/api/employe/rechercheDeNouveauxMembres/${e.service.id}`),
    );
    expect(tous.map((c) => c.employeId)).not.toContain(e.membres[0]!.employeId);
    expect(tous.find((c) => c.employeId === vacataire.employeId)?.titulaire).toBe(false);
  });
});

describe('POST /membre', () => {
  it('lets the head or an administrator add, with defaults; refuses others', async () => {
    const body = { employeId: vacataire.employeId, serviceId: e.service.id };
    expectApiError(await api.post(e.salarie.email, '/api/membre', body), 403);
    expectApiError(await api.post(e.chefAutre.email, '/api/membre', body), 403);
    expectApiError(await api.post(e.dehors.email, '/api/membre', body), 404);
    const r = await api.post(e.chef.email, '/api/membre', body);
    expect(r.statusCode, r.body).toBe(201);
    expect(json<Membre>(r)).toMatchObject({
      couleur: '#EEEEEE',
      heuresHebdo: 0,
      titulaire: false,
      serviceId: e.service.id,
    });
    expectApiError(await api.post(e.chef.email, '/api/membre', body), 409);
  });

  it.each([
    [{ employeId: undefined }, 'employeId', '*information obligatoire'],
    [{ heuresHebdo: -1 }, 'heuresHebdo', 'Entrer une valeur numérique'],
    [{ heuresHebdo: 'abc' }, 'heuresHebdo', 'Entrer une valeur numérique'],
    [{ couleur: 'rouge' }, 'couleur', 'Couleur invalide (#RRGGBB attendu)'],
  ])('refuses %o', async (change, champ, message) => {
    const r = await api.post(e.chef.email, '/api/membre', {
      employeId: recrue.employeId,
      serviceId: e.service.id,
      ...change,
    });
    expect(expectApiError(r, 400).fieldErrors?.[champ]).toBe(message);
  });

  it('refuses an employee of another establishment', async () => {
    const r = await api.post(e.admin.email, '/api/membre', { employeId: e.dehors.employeId, serviceId: e.service.id });
    expectApiError(r, 400);
  });
});

describe('PUT /membre/{id}', () => {
  it('changes colour and hours for the head only', async () => {
    const url = `/api/membre/${e.membres[0]!.membreId}`;
    expectApiError(await api.put(e.salarie.email, url, { heuresHebdo: 20, couleur: '#123456' }), 403);
    expectApiError(await api.put(e.chef.email, url, { membreId: 999, heuresHebdo: 20, couleur: '#123456' }), 400);
    const r = await api.put(e.chef.email, url, { heuresHebdo: 20.5, couleur: '#abcdef' });
    expect(json<Membre>(r)).toMatchObject({ heuresHebdo: 20.5, couleur: '#ABCDEF' });
  });
});

describe('POST /membre/{id}/remplacer', () => {
  it('hands the template place and the slots from the date to the newcomer', async () => {
    const partant = e.membres[1]!;
    await buildModele(t.db, e.service.id, 1, {
      creneaux: [{ membreId: partant.membreId, ordreSemaine: 1, jourId: 1, heureDebut: 420, heureFin: 840 }],
    });
    for (const date of ['2026-05-29', '2026-06-01', '2026-06-02']) {
      await buildCreneau(t.db, { serviceId: e.service.id, membreId: partant.membreId, date });
    }
    const url = `/api/membre/${partant.membreId}/remplacer`;
    const body = { employeRemplacantId: recrue.employeId, dateDuRemplacement: '2026-06-01' };
    expectApiError(await api.post(e.salarie.email, url, body), 403);
    const sansDate = expectApiError(await api.post(e.chef.email, url, { employeRemplacantId: recrue.employeId }), 400);
    expect(sansDate.fieldErrors?.dateDuRemplacement).toBe('*information obligatoire');
    const r = await api.post(e.chef.email, url, body);
    expect(r.statusCode, r.body).toBe(201);
    const nouveau = json<Membre>(r);
    expect(nouveau.employe.employeId).toBe(recrue.employeId);
    const dates = async (membreId: number) =>
      (await t.db.select({ d: creneau.date }).from(creneau).where(eq(creneau.membreId, membreId)))
        .map((c) => c.d)
        .sort();
    expect(await dates(partant.membreId)).toEqual(['2026-05-29']);
    expect(await dates(nouveau.membreId)).toEqual(['2026-06-01', '2026-06-02']);
    const modele = await t.db.select().from(modeleCreneau).where(eq(modeleCreneau.membreId, nouveau.membreId));
    expect(modele).toHaveLength(1);
    const [ancien] = await t.db.select().from(membre).where(eq(membre.id, partant.membreId));
    expect(ancien?.dateFin).toBe('2026-05-31');
  });
});

describe('DELETE /membre/{id}', () => {
  it('keeps a member with history as ended yesterday, without future slots', async () => {
    const m = e.membres[2]!;
    const today = todayInParis();
    await buildCreneau(t.db, { serviceId: e.service.id, membreId: m.membreId, date: ajouterJours(today, -3) });
    await buildCreneau(t.db, { serviceId: e.service.id, membreId: m.membreId, date: ajouterJours(today, 3) });
    expectApiError(await api.del(e.salarie.email, `/api/membre/${m.membreId}`), 403);
    expect((await api.del(e.admin.email, `/api/membre/${m.membreId}`)).statusCode).toBe(204);
    const restants = await t.db.select().from(creneau).where(eq(creneau.membreId, m.membreId));
    expect(restants.map((c) => c.date)).toEqual([ajouterJours(today, -3)]);
    const [ligne] = await t.db.select().from(membre).where(eq(membre.id, m.membreId));
    expect(ligne?.dateFin).toBe(ajouterJours(today, -1));
    const service = await api.get(e.chef.email, `/api/service/${e.service.id}`);
    expect((service.json() as { membres: Membre[] }).membres.map((x) => x.membreId)).not.toContain(m.membreId);
  });

  it('deletes a member without history outright', async () => {
    const [m] = await t.db
      .insert(membre)
      .values({ serviceId: e.service.id, employeId: e.salarie.employeId })
      .returning();
    expect((await api.del(e.chef.email, `/api/membre/${m!.id}`)).statusCode).toBe(204);
    expect(
      await t.db
        .select()
        .from(membre)
        .where(and(eq(membre.id, m!.id))),
    ).toEqual([]);
    expectApiError(await api.del(e.chef.email, `/api/membre/${m!.id}`), 404);
  });
});
