import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { congesCredit, heureCredit, historique } from '../../db/schema';
import { dateCsv } from '../../lib/csv';
import { todayInParis } from '../../lib/dates';
import { buildEmploye, buildEtablissement, buildUtilisateur } from '../../test/factories';
import { expectApiError, multipart } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { COMMENTAIRE_SOLDE_OUVERTURE } from '../employe/heures-importees';

type Auth = { authorization: string };
let t: TestApp;
let as: Record<'admin' | 'adminA' | 'salarie', Auth>;
const employes: Record<string, number> = {};

const ENTETE = "Matricule;Établissement;Type de congé;Jours;Heures;Date de valeur;Date d'expiration";
const csv = (...lignes: string[]) => [ENTETE, ...lignes].join('\r\n');
const ligne = (
  matricule: string,
  s: Partial<Record<'type' | 'jours' | 'heures' | 'date' | 'expiration' | 'etablissement', string>> = {},
) =>
  [
    matricule,
    s.etablissement ?? 'Foyer Les Tilleuls',
    s.type ?? 'CP',
    s.jours ?? (s.type === 'Récupération' ? '' : '12,5'),
    s.heures ?? '',
    s.date ?? '01/01/2026',
    s.expiration ?? '',
  ].join(';');

async function poster(mode: 'apercu' | 'appliquer', contenu: string, auth: Auth) {
  const parts = multipart([{ name: 'fichier', filename: 'soldes.csv', contentType: 'text/csv', content: contenu }]);
  const reponse = await t.inject({
    method: 'POST',
    url: `/api/import/soldes/${mode}`,
    payload: parts.payload,
    headers: { ...parts.headers, ...auth },
  });
  expect(reponse.statusCode, reponse.body).toBe(200);
  return reponse.json();
}

const creditsDe = (matricule: string) =>
  t.db
    .select()
    .from(congesCredit)
    .where(
      and(
        eq(congesCredit.employeId, employes[matricule] ?? 0),
        eq(congesCredit.commentaire, COMMENTAIRE_SOLDE_OUVERTURE),
      ),
    );

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildEtablissement(t.db, { raisonSociale: 'Foyer Les Tilleuls' });
  const b = await buildEtablissement(t.db, { raisonSociale: 'Maison Bleue' });
  const adminA = await buildUtilisateur(t.db, { email: 'admin-a@test.local' });
  await buildEmploye(t.db, { utilisateurId: adminA.id, etablissementId: a.id, administrateur: true });
  const salarie = await buildUtilisateur(t.db, { email: 'salarie@test.local' });
  await buildEmploye(t.db, { utilisateurId: salarie.id, etablissementId: a.id });
  await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
  for (const matricule of ['S1', 'S2', 'S3']) {
    employes[matricule] = (await buildEmploye(t.db, { etablissementId: a.id, matricule })).id;
  }
  employes.B1 = (await buildEmploye(t.db, { etablissementId: b.id, matricule: 'B1' })).id;
  as = {
    admin: await t.login('admin@test.local'),
    adminA: await t.login('admin-a@test.local'),
    salarie: await t.login('salarie@test.local'),
  };
});
afterAll(() => t.close());

describe('POST /api/import/soldes: dry run, apply, idempotence', () => {
  it('previews without writing, credits the ledger once with its history, and not again the second time', async () => {
    const fichier = csv(ligne('S1'), ligne('S1', { type: 'Congés trimestriels', jours: '3', date: '15/02/2026' }));
    const apercu = await poster('apercu', fichier, as.admin);
    expect(apercu).toMatchObject({ applique: false, compteurs: { creations: 2, erreurs: 0 } });
    expect(apercu.lignes[0]).toMatchObject({
      action: 'CREATION',
      libelle: expect.stringContaining('Congés payés au 01/01/2026'),
    });
    expect(await creditsDe('S1')).toHaveLength(0);

    expect(await poster('appliquer', fichier, as.admin)).toMatchObject({ applique: true, compteurs: { creations: 2 } });
    const credits = await creditsDe('S1');
    expect(
      credits.map(({ congesTypeId, date, nbJours, dateExpiration }) => ({
        congesTypeId,
        date,
        nbJours,
        dateExpiration,
      })),
    ).toEqual(
      expect.arrayContaining([
        { congesTypeId: 1, date: '2026-01-01', nbJours: 12.5, dateExpiration: null },
        { congesTypeId: 2, date: '2026-02-15', nbJours: 3, dateExpiration: '2026-03-31' },
      ]),
    );
    const traces = await t.db.select().from(historique).where(eq(historique.entite, 'conges_credit'));
    expect(traces.filter((h) => h.apres?.cause === `Import du ${dateCsv(todayInParis())} (soldes.csv)`)).toHaveLength(
      2,
    );

    const encore = await poster('appliquer', fichier, as.admin);
    expect(encore).toMatchObject({ applique: false, compteurs: { creations: 0, modifications: 0, inchanges: 2 } });
    expect(await creditsDe('S1')).toHaveLength(2);
  });

  it('updates the amount of the credit found by matricule, type and date instead of crediting twice', async () => {
    await poster('appliquer', csv(ligne('S2')), as.admin);
    const rapport = await poster('appliquer', csv(ligne('S2', { jours: '10' })), as.admin);
    expect(rapport).toMatchObject({ applique: true, compteurs: { modifications: 1 } });
    expect(await creditsDe('S2')).toMatchObject([{ nbJours: 10 }]);
  });

  it('credits the recovery hours as a dated regularisation, updated rather than added again', async () => {
    const recuperation = (heures: string) => csv(ligne('S2', { type: 'Récupération', heures, date: '01/02/2026' }));
    expect(await poster('appliquer', recuperation('7,5'), as.admin)).toMatchObject({
      applique: true,
      compteurs: { creations: 1 },
    });
    const heures = () =>
      t.db
        .select({ minutes: heureCredit.minutes, raison: heureCredit.raison, date: heureCredit.date })
        .from(heureCredit)
        .where(
          and(eq(heureCredit.employeId, employes.S2 ?? 0), eq(heureCredit.commentaire, COMMENTAIRE_SOLDE_OUVERTURE)),
        );
    expect(await heures()).toEqual([{ minutes: 450, raison: 'RÉGULARISATION', date: '2026-02-01' }]);
    expect((await poster('appliquer', recuperation('7,5'), as.admin)).compteurs).toMatchObject({ inchanges: 1 });
    expect((await poster('appliquer', recuperation('-2'), as.admin)).compteurs).toMatchObject({ modifications: 1 });
    expect(await heures()).toMatchObject([{ minutes: -120 }]);
    const sansHeures = await poster('apercu', csv(ligne('S2', { type: 'Récupération' })), as.admin);
    expect(sansHeures.erreurs).toEqual([
      { ligne: 2, colonne: 'Heures', message: 'Heures obligatoires pour la récupération' },
    ]);
  });

  it('applies nothing when one line has an error, each error under its column', async () => {
    const rapport = await poster(
      'appliquer',
      csv(
        ligne('S3'),
        ligne('S3', { date: '31/02/2026' }),
        ligne('X9'),
        ligne('S3', { type: 'Maladie' }),
        ligne('S3', { jours: 'douze' }),
        ligne('S3', { type: 'CA', expiration: '01/12/2025' }),
        ligne('S3'),
      ),
      as.admin,
    );
    expect(rapport.applique).toBe(false);
    expect(rapport.erreurs).toEqual([
      { ligne: 3, colonne: 'Date de valeur', message: "La date 31/02/2026 n'existe pas" },
      { ligne: 4, colonne: 'Matricule', message: 'Matricule inconnu « X9 » dans Foyer Les Tilleuls' },
      {
        ligne: 5,
        colonne: 'Type de congé',
        message: 'Type de congé inconnu ou sans solde « Maladie » (CP, CT, CA, Récupération)',
      },
      { ligne: 6, colonne: 'Jours', message: 'Jours : nombre illisible « douze »' },
      { ligne: 7, colonne: "Date d'expiration", message: "La date d'expiration doit suivre la date du crédit" },
      { ligne: 8, colonne: 'Date de valeur', message: 'Solde Congés payés au 01/01/2026 déjà présent à la ligne 2' },
    ]);
    expect(await creditsDe('S3')).toHaveLength(0);
  });
});

describe('POST /api/import/soldes/*: who may import', () => {
  it("refuses, line by line, an establishment's administrator importing into another establishment; 403 to an employee", async () => {
    const rapport = await poster('appliquer', csv(ligne('B1', { etablissement: 'Maison Bleue' })), as.adminA);
    expect(rapport.erreurs).toEqual([
      {
        ligne: 2,
        colonne: 'Établissement',
        message: 'Établissement inconnu ou hors de votre périmètre « Maison Bleue »',
      },
    ]);
    const parts = multipart([{ name: 'fichier', filename: 's.csv', content: csv(ligne('S3')) }]);
    const r = await t.inject({
      method: 'POST',
      url: '/api/import/soldes/apercu',
      payload: parts.payload,
      headers: { ...parts.headers, ...as.salarie },
    });
    expectApiError(r, 403, 'FORBIDDEN');
  });
});

describe('GET /api/import/soldes/export and modele', () => {
  it('writes the imported opening balances, which import back unchanged; the template has the French headers', async () => {
    const exporte = await t.inject({ method: 'GET', url: '/api/import/soldes/export', headers: as.adminA });
    const texte = exporte.body.replace(/^\uFEFF/, '');
    expect(texte).toContain('S1;Foyer Les Tilleuls;Congés trimestriels;3;;15/02/2026;31/03/2026');
    const retour = await poster('apercu', texte, as.adminA);
    expect(texte).toContain('S2;Foyer Les Tilleuls;Récupération;;-2;01/02/2026;');
    expect(retour.compteurs).toMatchObject({ creations: 0, modifications: 0, erreurs: 0, inchanges: 4 });
    const modele = await t.inject({ method: 'GET', url: '/api/import/soldes/modele', headers: as.adminA });
    expect(modele.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(ENTETE);
  });
});
