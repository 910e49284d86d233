import { count, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historique, importJournal } from '../../db/schema';
import { dateCsv } from '../../lib/csv';
import { todayInParis } from '../../lib/dates';
import { buildEmploye, buildEtablissement, buildUtilisateur } from '../../test/factories';
import { expectApiError, lignesCsv, multipart } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

type Auth = { authorization: string };
let t: TestApp;
let as: Record<'admin' | 'adminA' | 'adminB' | 'salarieA', Auth>;

const ENTETE = 'Civilité;Nom;Prénom;E-mail;Date de naissance;Téléphone professionnel;Matricule;Établissement';
const ligne = (n: number, etablissement: string) =>
  `Mme;Nom${n};Prénom${n};j${n}@journal.test;01/02/1980;;J${n};${etablissement}`;

async function importer(mode: 'apercu' | 'appliquer', lignes: string[], auth: Auth) {
  const parts = multipart([
    { name: 'fichier', filename: 'equipe.csv', contentType: 'text/csv', content: [ENTETE, ...lignes].join('\r\n') },
  ]);
  const r = await t.inject({
    method: 'POST',
    url: `/api/import/employes/${mode}`,
    payload: parts.payload,
    headers: { ...parts.headers, ...auth },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

const entrees = async () => (await t.db.select({ n: count() }).from(importJournal))[0]?.n ?? 0;
const journal = (auth?: Auth) => t.inject({ method: 'GET', url: '/api/import/journal', headers: auth });
const rapport = (id: number, auth: Auth) =>
  t.inject({ method: 'GET', url: `/api/import/journal/${id}/rapport.csv`, headers: auth });

let importA: number;
let importB: number;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildEtablissement(t.db, { raisonSociale: 'Foyer Les Tilleuls' });
  const b = await buildEtablissement(t.db, { raisonSociale: 'Maison Bleue' });
  for (const [email, etablissementId, administrateur] of [
    ['admin-a@test.local', a.id, true],
    ['admin-b@test.local', b.id, true],
    ['salarie-a@test.local', a.id, false],
  ] as const) {
    const u = await buildUtilisateur(t.db, { email });
    await buildEmploye(t.db, { utilisateurId: u.id, etablissementId, administrateur });
  }
  await buildUtilisateur(t.db, {
    email: 'admin@test.local',
    administrateurGlobal: true,
    prenom: 'Alice',
    nom: 'Admin',
  });
  as = {
    admin: await t.login('admin@test.local'),
    adminA: await t.login('admin-a@test.local'),
    adminB: await t.login('admin-b@test.local'),
    salarieA: await t.login('salarie-a@test.local'),
  };
});
afterAll(() => t.close());

describe('the « Imports » journal: written on apply only', () => {
  it('records nothing for a dry run nor for a file with an error line', async () => {
    await importer('apercu', [ligne(1, 'Foyer Les Tilleuls')], as.admin);
    const refuse = await importer('appliquer', [ligne(1, 'Foyer Les Tilleuls'), ligne(2, 'Inconnu')], as.admin);
    expect(refuse.applique).toBe(false);
    expect(await entrees()).toBe(0);
  });

  it('records an applied import with its counts, and names it as the cause of its history rows', async () => {
    const fait = await importer(
      'appliquer',
      [ligne(1, 'Foyer Les Tilleuls'), ligne(2, 'Foyer Les Tilleuls')],
      as.admin,
    );
    expect(fait.applique).toBe(true);
    const [entree] = await t.db.select().from(importJournal);
    expect(entree).toMatchObject({ sorte: 'employes', fichier: 'equipe.csv', creations: 2, modifications: 0 });
    importA = entree?.id ?? 0;
    const lignes = await t.db.select().from(historique).where(isNotNull(historique.importId));
    expect(lignes).toHaveLength(2);
    expect(lignes.every((l) => l.importId === importA)).toBe(true);
    expect(lignes[0]?.apres?.cause).toBe(`Import du ${dateCsv(todayInParis())} (equipe.csv)`);
    await importer('appliquer', [ligne(3, 'Maison Bleue')], as.adminB);
    importB = (await t.db.select().from(importJournal).orderBy(desc(importJournal.id)))[0]?.id ?? 0;
    // A re-import that changes nothing writes nothing, so it is not an entry of the journal.
    await importer('appliquer', [ligne(3, 'Maison Bleue')], as.adminB);
    expect(await entrees()).toBe(2);
    const autres = await t.db.select({ n: count() }).from(historique).where(eq(historique.importId, importB));
    expect(autres[0]?.n).toBe(1);
  });
});

describe('GET /api/import/journal: who reads which entries', () => {
  it('lists all entries to the Administrateur, newest first, with the author and the establishments', async () => {
    const r = await journal(as.admin);
    expect(r.statusCode).toBe(200);
    expect(r.json().map((e: { importId: number }) => e.importId)).toEqual([importB, importA]);
    expect(r.json()[1]).toMatchObject({
      auteur: 'Alice Admin',
      etablissements: ['Foyer Les Tilleuls'],
      compteurs: { creations: 2, modifications: 0, inchanges: 0, erreurs: 0 },
    });
  });

  it("lists to an establishment's administrator the entries of their establishment only", async () => {
    expect((await journal(as.adminA)).json().map((e: { importId: number }) => e.importId)).toEqual([importA]);
    expect((await journal(as.adminB)).json().map((e: { importId: number }) => e.importId)).toEqual([importB]);
  });

  it('answers 401 without a token and 403 to an employee who administers nothing', async () => {
    expectApiError(await journal(), 401);
    expectApiError(await journal(as.salarieA), 403);
  });
});

describe('GET /api/import/journal/{id}/rapport.csv', () => {
  it('downloads the report line by line, with French headers, ; and a BOM', async () => {
    const r = await rapport(importA, as.adminA);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.body.startsWith('\uFEFF')).toBe(true);
    expect(lignesCsv(r.body)).toEqual([
      ['Ligne', 'Action', 'Matricule', 'Libellé', 'Établissement', 'Erreurs'],
      ['2', 'Créé', 'J1', 'Prénom1 Nom1', 'Foyer Les Tilleuls', ''],
      ['3', 'Créé', 'J2', 'Prénom2 Nom2', 'Foyer Les Tilleuls', ''],
    ]);
  });

  it('answers 404 out of the establishments, 403 to whom only sees it, 404 for an unknown import', async () => {
    expectApiError(await rapport(importA, as.adminB), 404);
    expectApiError(await rapport(importA, as.salarieA), 403);
    expectApiError(await rapport(999_999, as.admin), 404);
    expect((await rapport(importB, as.admin)).statusCode).toBe(200);
  });
});
