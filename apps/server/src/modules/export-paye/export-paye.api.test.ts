import { apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astreinte, etablissement, historique, service, utilisateur } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { ajouterComptable, buildConges, buildMembre, buildUtilisateur, designerDirecteur } from '../../test/factories';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { expectApiError, lignesCsv } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { fichierPaye } from './fichier-paye';

const R = apiRoutes.exportPaye;
const h = (heure: number, minute = 0) => heure * 60 + minute;
const FEVRIER = { _dateDebut: '2026-02-01', _dateFin: '2026-02-28' };

let t: TestApp;
let api: ApiClient;
let e: Equipe;
let directeur: string;

const exportEtab = (email: string | null, query: Record<string, unknown> = FEVRIER, id = e.etab.id) =>
  api.as(email).callBrut(R.etablissement, { params: { id }, query });
const exportService = (email: string | null, query: Record<string, unknown> = FEVRIER, id = e.service.id) =>
  api.as(email).callBrut(R.service, { params: { id }, query });

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 3 });
  await t.db
    .update(etablissement)
    .set({ exportPaye: true, debutMidi: h(12), finMidi: h(13, 30), debutSoir: h(19), finSoir: h(20) })
    .where(eq(etablissement.id, e.etab.id));
  await buildUtilisateur(t.db, { email: 'admin@paye.test', administrateurGlobal: true });
  await ajouterComptable(t.db, e.etab.id, (await buildUtilisateur(t.db, { email: 'comptable@paye.test' })).id);
  const d = e.membres[2]!;
  await designerDirecteur(t.db, e.etab.id, d.employeId, d.utilisateurId);
  directeur = d.email;
  // Member 0: the hand-computed month of elements-paye.test.ts, less the holiday.
  const m0 = e.membres[0]!;
  await t.db
    .update(utilisateur)
    .set({ nom: 'Zola', prenom: '=HYPERLINK("x")' })
    .where(eq(utilisateur.id, m0.utilisateurId));
  const slot = (
    date: string,
    debut: number,
    fin: number,
    type: 'CreneauDeTravail' | 'CreneauHeuresSupplementaires' = 'CreneauDeTravail',
  ) =>
    buildCreneau(t.db, {
      serviceId: e.service.id,
      membreId: m0.membreId,
      date,
      heureDebut: debut,
      heureFin: fin,
      type,
    });
  await slot('2026-02-02', h(9), h(17));
  await slot('2026-02-03', h(14), h(22));
  await slot('2026-02-07', h(21), h(24));
  await slot('2026-02-08', h(0), h(7));
  await slot('2026-02-10', h(17), h(19, 30), 'CreneauHeuresSupplementaires');
  await slot('2026-02-12', h(9), h(17));
  await buildConges(t.db, { employeId: m0.employeId, dateDebut: '2026-02-12', dateFin: '2026-02-13', nbJours: 2 });
  await t.db.insert(astreinte).values([
    { etablissementId: e.etab.id, jour: '2026-02-14', employeId: m0.employeId },
    { etablissementId: e.etab.id, jour: '2026-02-15', employeId: m0.employeId },
    { etablissementId: e.etab.id, jour: '2026-03-01', employeId: m0.employeId },
  ]);
  // Member 1 works in the other service only.
  const ailleurs = await buildMembre(t.db, { serviceId: e.autreService.id, employeId: e.membres[1]!.employeId });
  await buildCreneau(t.db, {
    serviceId: e.autreService.id,
    membreId: ailleurs.id,
    date: '2026-02-04',
    heureDebut: h(8),
    heureFin: h(12),
  });
});

afterAll(async () => {
  await t.close();
});

describe('GET /etablissement/{id}/export_elements_paye.csv', () => {
  it('a ;-separated UTF-8 file with a BOM, one row per employee, hours with a decimal comma', async () => {
    const r = await exportEtab(directeur);
    expect(r.status).toBe(200);
    expect(r.raw.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.raw.headers['content-disposition']).toContain('export_elements_paye.csv');
    expect(r.raw.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [entete, ...rangs] = lignesCsv(r.raw.body);
    expect(entete!.slice(0, 3)).toEqual(['Identifiant', 'Nom', 'Prénom']);
    const col = (nom: string) => entete!.indexOf(nom);
    const zola = rangs.find((l) => l[col('Nom')] === 'Zola')!;
    expect(zola[col('Prénom')]).toBe(`"'=HYPERLINK(""x"")"`);
    expect(zola[col('Du')]).toBe('01/02/2026');
    expect(zola[col('Heures travaillées')]).toBe('28,5');
    expect(zola[col('Heures supplémentaires')]).toBe('2,5');
    expect(zola[col('Heures de nuit (21h-6h)')]).toBe('10');
    expect(zola[col('Heures du dimanche')]).toBe('7');
    expect(zola[col('Heures des jours fériés')]).toBe('0');
    expect(zola[col("Jours d'astreinte")]).toBe('2');
    expect(zola[col('Repas du midi')]).toBe('1');
    expect(zola[col('Repas du soir')]).toBe('2');
    expect(zola[entete!.findIndex((c) => /^Congés payés/.test(c))]).toBe('2');
    // Every employee of the establishment with a contract: the team, its heads and the administrator.
    expect(rangs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rangs.map((l) => l.length))).toEqual(new Set([entete!.length]));
  });

  it('records the export date on each open service of the establishment, with a history row', async () => {
    await exportEtab('comptable@paye.test');
    const rows = await t.db.select().from(service).where(eq(service.etablissementId, e.etab.id));
    expect(rows.every((s) => s.dateDernierExportElementsPaye !== null)).toBe(true);
    const h = await t.db.select().from(historique).where(eq(historique.entite, 'etablissement'));
    expect(h.some((l) => l.entiteId === e.etab.id)).toBe(true);
  });

  it.each([
    ['the director', () => directeur],
    ['an accountant', () => 'comptable@paye.test'],
    ['the Administrateur', () => 'admin@paye.test'],
  ])('200 for %s', async (_, email) => {
    expect((await exportEtab(email())).status).toBe(200);
  });

  it.each([
    ['an employee', () => e.salarie.email],
    ['a service head', () => e.chef.email],
    ['an establishment administrator', () => e.admin.email],
  ])('403 for %s', async (_, email) => {
    expectApiError(await exportEtab(email()), 403);
  });

  it('404 outside the establishment, 401 without a token', async () => {
    expectApiError(await exportEtab(e.dehors.email), 404);
    expectApiError(await exportEtab(null), 401);
  });

  it('403 when the establishment has no pay export, even for its director', async () => {
    await t.db.update(etablissement).set({ exportPaye: false }).where(eq(etablissement.id, e.etab.id));
    expectApiError(await exportEtab(directeur), 403);
    await t.db.update(etablissement).set({ exportPaye: true }).where(eq(etablissement.id, e.etab.id));
  });

  it.each([
    ['an end before the start', { _dateDebut: '2026-02-10', _dateFin: '2026-02-09' }, /postérieure/],
    ['more than 31 days', { _dateDebut: '2026-01-01', _dateFin: '2026-02-01' }, /31 jours/],
    ['a missing end', { _dateDebut: '2026-02-01' }, /./],
    ['an impossible date', { _dateDebut: '2026-02-30', _dateFin: '2026-03-02' }, /Date invalide/],
    ['text', { _dateDebut: 'hier', _dateFin: 'demain' }, /Date invalide/],
  ])('400 in French for %s', async (_, query, message) => {
    const erreur = expectApiError(await exportEtab(directeur, query), 400);
    expect(JSON.stringify(erreur)).toMatch(message);
  });

  it('31 days is allowed', async () => {
    expect((await exportEtab(directeur, { _dateDebut: '2026-01-01', _dateFin: '2026-01-31' })).status).toBe(200);
  });
});

describe('the file is written batch by batch', () => {
  it('hands each batch to the response as it is read, the same file whatever the batch size', async () => {
    const morceaux: string[] = [];
    for await (const m of fichierPaye(
      t.db,
      { type: 'etablissement', id: e.etab.id },
      e.etab.associationId,
      '2026-02-01',
      '2026-02-28',
      2,
    )) {
      morceaux.push(m);
    }
    const entier = (await exportEtab(directeur)).raw.body;
    const nbEmployes = lignesCsv(entier).length - 1;
    expect(morceaux).toHaveLength(1 + Math.ceil(nbEmployes / 2));
    expect(morceaux.join('')).toBe(entier);
  });
});

describe('GET /service/{id}/export_elements_paye.csv', () => {
  it("the service's members and that service's slots only; its export date recorded", async () => {
    const r = await exportService(e.chef.email);
    expect(r.status).toBe(200);
    const [entete, ...rangs] = lignesCsv(r.raw.body);
    const col = (nom: string) => entete!.indexOf(nom);
    expect(rangs.map((l) => l[col('Identifiant')]).sort()).toEqual(e.membres.map((m) => String(m.employeId)).sort());
    const autre = rangs.find((l) => l[col('Identifiant')] === String(e.membres[1]!.employeId))!;
    expect(autre[col('Heures travaillées')]).toBe('0');
    const [s] = await t.db.select().from(service).where(eq(service.id, e.service.id));
    expect(s!.dateDernierExportElementsPaye).not.toBeNull();
  });

  it.each([
    ['the head', () => e.chef.email],
    ['an accountant', () => 'comptable@paye.test'],
    ['an establishment administrator', () => e.admin.email],
  ])('200 for %s', async (_, email) => {
    expect((await exportService(email())).status).toBe(200);
  });

  it('403 for an employee or the head of another service, 404 outside, 400 for service 0 or a bad period', async () => {
    expectApiError(await exportService(e.salarie.email), 403);
    expectApiError(await exportService(e.chefAutre.email), 403);
    expectApiError(await exportService(e.dehors.email), 404);
    expectApiError(await exportService(e.chef.email, FEVRIER, 0), 400);
    expectApiError(await exportService(e.chef.email, { _dateDebut: '2026-03-01', _dateFin: '2026-02-01' }), 400);
  });
});

describe('association-level files and codes (Administrateur)', () => {
  const assoc = () => e.etab.associationId;

  it('codes: defaults, then a chosen header used by the file; 400 for an unknown column; 403 otherwise', async () => {
    const admin = api.as('admin@paye.test');
    const avant = await admin.call(R.lireCodes, { params: { id: assoc() } });
    expect(avant.body.find((c) => c.colonne === 'HEURES_NUIT')).toMatchObject({
      code: 'Heures de nuit (21h-6h)',
      parDefaut: true,
    });
    const apres = await admin.call(R.modifierCodes, {
      params: { id: assoc() },
      body: {
        codes: [
          { colonne: 'HEURES_NUIT', code: 'HNUIT' },
          { colonne: 'HEURES_NUIT', code: 'HN' },
        ],
      },
    });
    expect(apres.body.find((c) => c.colonne === 'HEURES_NUIT')).toMatchObject({ code: 'HN', parDefaut: false });
    const [entete] = lignesCsv((await exportEtab(directeur)).raw.body);
    expect(entete).toContain('HN');
    expectApiError(
      await admin.callBrut(R.modifierCodes, {
        params: { id: assoc() },
        body: { codes: [{ colonne: 'X', code: 'Y' }] },
      }),
      400,
    );
    expectApiError(
      await admin.callBrut(R.modifierCodes, {
        params: { id: assoc() },
        body: { codes: [{ colonne: 'CONGES_99999', code: 'Y' }] },
      }),
      400,
    );
    expectApiError(
      await admin.callBrut(R.modifierCodes, {
        params: { id: assoc() },
        body: { codes: [{ colonne: 'NOM', code: ' ' }] },
      }),
      400,
    );
    expectApiError(await api.as(directeur).call(R.lireCodes, { params: { id: assoc() } }), 403);
    expectApiError(await admin.call(R.lireCodes, { params: { id: 999_999 } }), 404);
    await admin.call(R.modifierCodes, {
      params: { id: assoc() },
      body: { codes: [{ colonne: 'HEURES_NUIT', code: 'Heures de nuit (21h-6h)' }] },
    });
  });

  it("the association's payroll file holds its establishments' employees", async () => {
    const r = await api.as('admin@paye.test').callBrut(R.association, { params: { id: assoc() }, query: FEVRIER });
    expect(r.status).toBe(200);
    expect(r.raw.body).toContain('Zola');
    expectApiError(await api.as(directeur).callBrut(R.association, { params: { id: assoc() }, query: FEVRIER }), 403);
  });
});
