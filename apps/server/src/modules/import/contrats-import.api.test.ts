import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrat, historique } from '../../db/schema';
import { dateCsv } from '../../lib/csv';
import { todayInParis } from '../../lib/dates';
import { buildEmploye, buildEtablissement, buildUtilisateur } from '../../test/factories';
import { expectApiError, multipart } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

type Auth = { authorization: string };
let t: TestApp;
let as: Record<'admin' | 'adminA' | 'salarie', Auth>;
const employes: Record<string, number> = {};

const ENTETE =
  "Matricule;Établissement;Type de contrat;Métier;Heures hebdomadaires;Date de début;Date de fin;Cadre;Jours d'astreinte annuels;Matricule du remplacé";
const csv = (...lignes: string[]) => [ENTETE, ...lignes].join('\r\n');
const ligne = (
  matricule: string,
  c: Partial<Record<'type' | 'heures' | 'debut' | 'fin' | 'remplace' | 'etablissement', string>> = {},
) =>
  [
    matricule,
    c.etablissement ?? 'Foyer Les Tilleuls',
    c.type ?? 'CDD',
    'Éducateur spécialisé',
    c.heures ?? '35',
    c.debut ?? '01/01/2026',
    c.fin ?? '30/06/2026',
    'Non',
    '0',
    c.remplace ?? '',
  ].join(';');

async function poster(mode: 'apercu' | 'appliquer', contenu: string, auth: Auth) {
  const parts = multipart([{ name: 'fichier', filename: 'contrats.csv', contentType: 'text/csv', content: contenu }]);
  const reponse = await t.inject({
    method: 'POST',
    url: `/api/import/contrats/${mode}`,
    payload: parts.payload,
    headers: { ...parts.headers, ...auth },
  });
  expect(reponse.statusCode, reponse.body).toBe(200);
  return reponse.json();
}

const contratsDe = (matricule: string) =>
  t.db
    .select()
    .from(contrat)
    .where(eq(contrat.employeId, employes[matricule] ?? 0));
const compterContrats = async () => (await t.db.select({ n: count() }).from(contrat))[0]?.n ?? 0;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildEtablissement(t.db, { raisonSociale: 'Foyer Les Tilleuls' });
  const b = await buildEtablissement(t.db, { raisonSociale: 'Maison Bleue' });
  const adminA = await buildUtilisateur(t.db, { email: 'admin-a@test.local' });
  await buildEmploye(t.db, { utilisateurId: adminA.id, etablissementId: a.id, administrateur: true });
  const salarie = await buildUtilisateur(t.db, { email: 'salarie@test.local' });
  await buildEmploye(t.db, { utilisateurId: salarie.id, etablissementId: a.id });
  await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
  for (const matricule of ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7']) {
    employes[matricule] = (await buildEmploye(t.db, { etablissementId: a.id, matricule, contrat: null })).id;
  }
  employes.B1 = (await buildEmploye(t.db, { etablissementId: b.id, matricule: 'B1', contrat: null })).id;
  as = {
    admin: await t.login('admin@test.local'),
    adminA: await t.login('admin-a@test.local'),
    salarie: await t.login('salarie@test.local'),
  };
});
afterAll(() => t.close());

describe('POST /api/import/contrats: dry run, apply, idempotence', () => {
  it('previews without writing, applies in one go with its history, and changes nothing the second time', async () => {
    const fichier = csv(
      ligne('C1'),
      ligne('C2', { type: 'CDI', fin: '' }),
      ligne('B1', { etablissement: 'Maison Bleue' }),
    );
    const avant = await compterContrats();
    const apercu = await poster('apercu', fichier, as.admin);
    expect(apercu).toMatchObject({ applique: false, compteurs: { creations: 3, erreurs: 0 } });
    expect(apercu.lignes[0]).toMatchObject({ ligne: 2, action: 'CREATION', matricule: 'C1' });
    expect(await compterContrats()).toBe(avant);

    const applique = await poster('appliquer', fichier, as.admin);
    expect(applique).toMatchObject({ applique: true, compteurs: { creations: 3 } });
    expect(await contratsDe('C2')).toMatchObject([{ contratTypeId: 1, dateDebut: '2026-01-01', dateFin: null }]);
    const traces = await t.db.select().from(historique).where(eq(historique.entite, 'contrat'));
    expect(traces.filter((h) => h.apres?.cause === `Import du ${dateCsv(todayInParis())} (contrats.csv)`)).toHaveLength(
      3,
    );

    const encore = await poster('appliquer', fichier, as.admin);
    expect(encore).toMatchObject({ applique: false, compteurs: { creations: 0, modifications: 0, inchanges: 3 } });
    expect(await compterContrats()).toBe(avant + 3);
    expect(await t.db.select().from(historique).where(eq(historique.entite, 'contrat'))).toHaveLength(traces.length);
  });

  it('updates the contract found by matricule and start date', async () => {
    await poster('appliquer', csv(ligne('C3')), as.admin);
    const rapport = await poster('appliquer', csv(ligne('C3', { heures: '24,5', fin: '31/12/2026' })), as.admin);
    expect(rapport).toMatchObject({ applique: true, compteurs: { modifications: 1 } });
    expect(await contratsDe('C3')).toMatchObject([{ heuresHebdo: 24.5, dateFin: '2026-12-31' }]);
  });

  it('creates a replacement contract linked to the replaced employee', async () => {
    const rapport = await poster('appliquer', csv(ligne('C4', { type: 'remplacement', remplace: 'C1' })), as.admin);
    expect(rapport).toMatchObject({ applique: true, compteurs: { creations: 1 } });
    expect(await contratsDe('C4')).toMatchObject([{ contratTypeId: 3, remplaceEmployeId: employes.C1 }]);
  });

  it('applies nothing when one line has an error', async () => {
    const avant = await compterContrats();
    const rapport = await poster('appliquer', csv(ligne('C5'), ligne('C6', { debut: '31/02/2026' })), as.admin);
    expect(rapport.applique).toBe(false);
    expect(rapport.erreurs).toEqual([
      { ligne: 3, colonne: 'Date de début', message: "La date 31/02/2026 n'existe pas" },
    ]);
    expect(rapport.lignes.map((l: { action: string }) => l.action)).toEqual(['CREATION', 'ERREUR']);
    expect(await compterContrats()).toBe(avant);
  });
});

describe('POST /api/import/contrats/apercu: errors shown on their line', () => {
  it('names each refused value under its column', async () => {
    const rapport = await poster(
      'apercu',
      csv(
        ligne('C7', { heures: '49' }),
        ligne('C7', { fin: '' }),
        ligne('X9'),
        ligne('C7', { type: 'remplacement', remplace: 'X8' }),
        ligne('C7', { type: 'CDI', fin: '', remplace: 'C1' }),
        ligne('C1', { debut: '01/03/2026', fin: '31/03/2026' }),
        ligne('C7', { debut: '01/01/2027', fin: '30/06/2027' }),
        ligne('C7', { debut: '01/06/2027', fin: '31/12/2027' }),
        ligne('C7', { fin: '01/12/2025' }),
      ),
      as.admin,
    );
    expect(rapport.erreurs).toEqual([
      {
        ligne: 2,
        colonne: 'Heures hebdomadaires',
        message: '48 heures hebdomadaires au plus (durée maximale légale), et non 49',
      },
      { ligne: 3, colonne: 'Date de fin', message: 'La date de fin est obligatoire pour ce type de contrat' },
      { ligne: 4, colonne: 'Matricule', message: 'Matricule inconnu « X9 » dans Foyer Les Tilleuls' },
      { ligne: 5, colonne: 'Matricule du remplacé', message: 'Matricule du remplacé inconnu « X8 »' },
      { ligne: 6, colonne: 'Type de contrat', message: "Ce type de contrat n'ouvre pas au remplacement" },
      {
        ligne: 7,
        colonne: 'Date de début',
        message: 'Ce contrat chevauche le contrat CDD du 01/01/2026 au 30/06/2026',
      },
      { ligne: 8, colonne: 'Date de début', message: 'Ce contrat chevauche celui de la ligne 9' },
      { ligne: 9, colonne: 'Date de début', message: 'Ce contrat chevauche celui de la ligne 8' },
      { ligne: 10, colonne: 'Date de fin', message: 'La date de fin doit suivre la date de début' },
    ]);
    expect(rapport.compteurs).toMatchObject({ creations: 0, erreurs: 9 });
  });

  it('reports a missing required column on line 1 and recognises header variants', async () => {
    const sansMetier = await poster('apercu', 'Matricule;Établissement;Type\r\nC7;Foyer Les Tilleuls;CDI', as.admin);
    expect(sansMetier.erreurs).toEqual([
      {
        ligne: 1,
        colonne: 'Métier',
        message: 'Colonne obligatoire absente : Métier, Heures hebdomadaires, Date de début',
      },
    ]);
    const variantes = await poster(
      'apercu',
      'Matricule paie;Site;Nature du contrat;Emploi;Durée hebdomadaire;Date d’entrée\r\nC7;Foyer Les Tilleuls;CDI;Éducateur spécialisé;35;01/09/2026',
      as.admin,
    );
    expect(variantes).toMatchObject({ compteurs: { creations: 1, erreurs: 0 } });
  });
});

describe('POST /api/import/contrats/*: who may import', () => {
  it("refuses, line by line, an establishment's administrator importing into another establishment", async () => {
    const rapport = await poster(
      'appliquer',
      csv(ligne('B1', { etablissement: 'Maison Bleue', debut: '01/01/2028', fin: '' })),
      as.adminA,
    );
    expect(rapport.applique).toBe(false);
    expect(rapport.erreurs).toEqual([
      {
        ligne: 2,
        colonne: 'Établissement',
        message: 'Établissement inconnu ou hors de votre périmètre « Maison Bleue »',
      },
    ]);
  });

  it('answers 403 to an employee who administers no establishment', async () => {
    const parts = multipart([{ name: 'fichier', filename: 'c.csv', content: csv(ligne('C7')) }]);
    const r = await t.inject({
      method: 'POST',
      url: '/api/import/contrats/apercu',
      payload: parts.payload,
      headers: { ...parts.headers, ...as.salarie },
    });
    expectApiError(r, 403, 'FORBIDDEN');
  });
});

describe('GET /api/import/contrats/export and modele', () => {
  it("writes the administered establishments' contracts, which import back unchanged", async () => {
    const exporte = await t.inject({ method: 'GET', url: '/api/import/contrats/export', headers: as.adminA });
    expect(exporte.statusCode).toBe(200);
    const texte = exporte.body.replace(/^\uFEFF/, '');
    expect(texte).toContain('C4;Foyer Les Tilleuls;CDDR;Éducateur spécialisé;35;01/01/2026;30/06/2026;Non;0;C1');
    expect(texte).toContain('C3;Foyer Les Tilleuls;CDD;Éducateur spécialisé;24,5;');
    expect(texte).not.toContain('Maison Bleue');
    const retour = await poster('apercu', texte, as.adminA);
    expect(retour.compteurs).toMatchObject({ creations: 0, modifications: 0, erreurs: 0 });
    expect(retour.compteurs.inchanges).toBeGreaterThan(3);
  });

  it('answers the template in CSV and XLSX', async () => {
    const modele = await t.inject({ method: 'GET', url: '/api/import/contrats/modele', headers: as.adminA });
    expect(modele.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(ENTETE);
    const xlsx = await t.inject({ method: 'GET', url: '/api/import/contrats/modele?format=xlsx', headers: as.adminA });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
