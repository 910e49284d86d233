import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accueil, historique, usager } from '../../db/schema';
import { dateCsv } from '../../lib/csv';
import { todayInParis } from '../../lib/dates';
import { buildEmploye, buildEtablissement, buildService, buildUtilisateur } from '../../test/factories';
import { expectApiError, multipart } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

type Auth = { authorization: string };
let t: TestApp;
let as: Record<'admin' | 'adminA' | 'salarie', Auth>;
let foyer: number;
let accueilDeJour: number;

const ENTETE =
  "Numéro de dossier;Établissement;Civilité;Nom;Prénom;Date de naissance;Service d'accueil;Date de début d'accueil;Date de fin d'accueil";
const csv = (...lignes: string[]) => [ENTETE, ...lignes].join('\r\n');
type Champs = 'etablissement' | 'civilite' | 'nom' | 'naissance' | 'service' | 'debut' | 'fin';
const ligne = (dossier: string, s: Partial<Record<Champs, string>> = {}) =>
  [
    dossier,
    s.etablissement ?? 'Foyer Les Tilleuls',
    s.civilite ?? 'Mme',
    s.nom ?? `Durand ${dossier}`,
    'Léa',
    s.naissance ?? '04/05/1990',
    s.service ?? 'Foyer de vie',
    s.debut ?? '05/01/2026',
    s.fin ?? '',
  ].join(';');

async function poster(mode: 'apercu' | 'appliquer', contenu: string, auth: Auth) {
  const parts = multipart([{ name: 'fichier', filename: 'usagers.csv', contentType: 'text/csv', content: contenu }]);
  const reponse = await t.inject({
    method: 'POST',
    url: `/api/import/usagers/${mode}`,
    payload: parts.payload,
    headers: { ...parts.headers, ...auth },
  });
  expect(reponse.statusCode, reponse.body).toBe(200);
  return reponse.json();
}

const dossier = async (numero: string) => {
  const [u] = await t.db.select().from(usager).where(eq(usager.numeroDossier, numero));
  const accueils = u
    ? await t.db
        .select({ serviceId: accueil.serviceId, dateDebut: accueil.dateDebut, dateFin: accueil.dateFin })
        .from(accueil)
        .where(eq(accueil.usagerId, u.id))
        .orderBy(asc(accueil.dateDebut))
    : [];
  return { usager: u, accueils };
};

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildEtablissement(t.db, { raisonSociale: 'Foyer Les Tilleuls', aideIndividuelleMensuelle: true });
  const b = await buildEtablissement(t.db, { raisonSociale: 'Maison Bleue', aideIndividuelleMensuelle: true });
  await buildEtablissement(t.db, { raisonSociale: 'Sans Fiches' });
  foyer = (await buildService(t.db, { etablissementId: a.id, nom: 'Foyer de vie' })).id;
  accueilDeJour = (await buildService(t.db, { etablissementId: a.id, nom: 'Accueil de jour' })).id;
  await buildService(t.db, { etablissementId: b.id, nom: 'Foyer de vie' });
  const adminA = await buildUtilisateur(t.db, { email: 'admin-a@usagers.test' });
  await buildEmploye(t.db, { utilisateurId: adminA.id, etablissementId: a.id, administrateur: true });
  const salarie = await buildUtilisateur(t.db, { email: 'salarie@usagers.test' });
  await buildEmploye(t.db, { utilisateurId: salarie.id, etablissementId: a.id });
  await buildUtilisateur(t.db, { email: 'admin@usagers.test', administrateurGlobal: true });
  as = {
    admin: await t.login('admin@usagers.test'),
    adminA: await t.login('admin-a@usagers.test'),
    salarie: await t.login('salarie@usagers.test'),
  };
});
afterAll(() => t.close());

describe('POST /api/import/usagers: dry run, apply, idempotence', () => {
  it('previews without writing, creates residents and stays with their history, and nothing the second time', async () => {
    const fichier = csv(ligne('D1'), ligne('D2', { civilite: 'M.', service: 'accueil de jour', fin: '30/06/2026' }));
    const apercu = await poster('apercu', fichier, as.adminA);
    expect(apercu).toMatchObject({ applique: false, compteurs: { creations: 2, erreurs: 0 } });
    expect((await dossier('D1')).usager).toBeUndefined();

    expect(await poster('appliquer', fichier, as.adminA)).toMatchObject({
      applique: true,
      compteurs: { creations: 2 },
    });
    expect(await dossier('D1')).toMatchObject({
      usager: { nom: 'Durand D1', prenom: 'Léa', genre: 'F', dateNaissance: '1990-05-04' },
      accueils: [{ serviceId: foyer, dateDebut: '2026-01-05', dateFin: null }],
    });
    expect(await dossier('D2')).toMatchObject({
      usager: { genre: 'M' },
      accueils: [{ serviceId: accueilDeJour, dateDebut: '2026-01-05', dateFin: '2026-06-30' }],
    });
    const cause = `Import du ${dateCsv(todayInParis())} (usagers.csv)`;
    for (const entite of ['usager', 'accueil'] as const) {
      const traces = await t.db.select().from(historique).where(eq(historique.entite, entite));
      expect(traces.filter((h) => h.apres?.cause === cause)).toHaveLength(2);
    }
    const encore = await poster('appliquer', fichier, as.adminA);
    expect(encore).toMatchObject({ applique: false, compteurs: { creations: 0, modifications: 0, inchanges: 2 } });
  });

  it('updates the civil status and moves the stay: the open one ends the day before', async () => {
    await poster('appliquer', csv(ligne('D3')), as.adminA);
    const rapport = await poster(
      'appliquer',
      csv(ligne('D3', { nom: 'Martin', service: 'Accueil de jour', debut: '01/03/2026' })),
      as.adminA,
    );
    expect(rapport).toMatchObject({ applique: true, compteurs: { modifications: 1 } });
    expect(await dossier('D3')).toMatchObject({
      usager: { nom: 'Martin' },
      accueils: [
        { serviceId: foyer, dateDebut: '2026-01-05', dateFin: '2026-02-28' },
        { serviceId: accueilDeJour, dateDebut: '2026-03-01', dateFin: null },
      ],
    });
  });

  it('applies nothing when one line has an error, each error under its column', async () => {
    const rapport = await poster(
      'appliquer',
      csv(
        ligne('D4'),
        ligne('D5', { naissance: '31/02/2026' }),
        ligne('D6', { service: 'Inconnu' }),
        ligne('D7', { etablissement: 'Sans Fiches' }),
        ligne('D8', { debut: '01/02/2026', fin: '01/01/2026' }),
        ligne('D4'),
      ),
      as.admin,
    );
    expect(rapport.applique).toBe(false);
    expect(rapport.erreurs).toEqual([
      { ligne: 3, colonne: 'Date de naissance', message: "La date 31/02/2026 n'existe pas" },
      {
        ligne: 4,
        colonne: "Service d'accueil",
        message: 'Service inconnu ou fermé « Inconnu » dans cet établissement',
      },
      {
        ligne: 5,
        colonne: 'Établissement',
        message: "L'établissement « Sans Fiches » n'a pas les fiches AIM : il n'accueille pas d'usagers ici",
      },
      { ligne: 6, colonne: "Date de fin d'accueil", message: "La fin de l'accueil précède son début" },
      { ligne: 7, colonne: 'Numéro de dossier', message: 'Dossier D4 déjà présent à la ligne 2' },
    ]);
    expect((await dossier('D4')).usager).toBeUndefined();
  });

  it('reports a missing required column on line 1', async () => {
    const rapport = await poster('apercu', 'Nom;Prénom\r\nDurand;Léa', as.adminA);
    expect(rapport.erreurs[0]).toMatchObject({
      ligne: 1,
      message: expect.stringContaining('Colonne obligatoire absente'),
    });
  });
});

describe('POST /api/import/usagers/*: who may import', () => {
  it("refuses an establishment's administrator importing into another establishment; 403 to an employee", async () => {
    const rapport = await poster('appliquer', csv(ligne('B1', { etablissement: 'Maison Bleue' })), as.adminA);
    expect(rapport.erreurs).toEqual([
      {
        ligne: 2,
        colonne: 'Établissement',
        message: 'Établissement inconnu ou hors de votre périmètre « Maison Bleue »',
      },
    ]);
    const parts = multipart([{ name: 'fichier', filename: 'u.csv', content: csv(ligne('D9')) }]);
    const r = await t.inject({
      method: 'POST',
      url: '/api/import/usagers/apercu',
      payload: parts.payload,
      headers: { ...parts.headers, ...as.salarie },
    });
    expectApiError(r, 403, 'FORBIDDEN');
    expect(
      await t.db
        .select()
        .from(usager)
        .where(and(eq(usager.numeroDossier, 'B1'))),
    ).toEqual([]);
  });
});

describe('GET /api/import/usagers/export and modele', () => {
  it('writes the residents with their latest stay, which import back unchanged; the template has the French headers', async () => {
    const exporte = await t.inject({ method: 'GET', url: '/api/import/usagers/export', headers: as.adminA });
    const texte = exporte.body.replace(/^\uFEFF/, '');
    expect(texte).toContain('D3;Foyer Les Tilleuls;Mme;Martin;Léa;04/05/1990;Accueil de jour;01/03/2026;');
    const retour = await poster('apercu', texte, as.adminA);
    expect(retour.compteurs).toMatchObject({ creations: 0, modifications: 0, erreurs: 0 });
    const modele = await t.inject({ method: 'GET', url: '/api/import/usagers/modele', headers: as.adminA });
    expect(modele.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(ENTETE);
  });
});
