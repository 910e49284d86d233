import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employe, historique, mailSortant, utilisateur } from '../../db/schema';
import { dateCsv } from '../../lib/csv';
import { todayInParis } from '../../lib/dates';
import { buildEmploye, buildEtablissement, buildUtilisateur } from '../../test/factories';
import { expectApiError, multipart } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { modeleXlsx } from './modele';
import { sorteEmployes } from './sorte-employes';

type Auth = { authorization: string };
let t: TestApp;
let as: Record<'admin' | 'adminA' | 'salarie', Auth>;
let etablissementB: number;

const ENTETE = 'Civilité;Nom;Prénom;E-mail;Date de naissance;Téléphone professionnel;Matricule;Établissement';
const csv = (...lignes: string[]) => [ENTETE, ...lignes].join('\r\n');
const ligne = (
  n: number,
  etablissement = 'Foyer Les Tilleuls',
  extra: Partial<Record<'date' | 'tel' | 'email', string>> = {},
) =>
  `Mme;Nom${n};Prénom${n};${extra.email ?? `p${n}@import.test`};${extra.date ?? '01/02/1980'};${extra.tel ?? '01 02 03 04 05'};M${n};${etablissement}`;

async function poster(mode: 'apercu' | 'appliquer', contenu: Buffer | string, auth: Auth, colonnes?: string) {
  const parts = multipart([
    ...(colonnes ? [{ name: 'colonnes', content: colonnes }] : []),
    { name: 'fichier', filename: 'employes.csv', contentType: 'text/csv', content: contenu },
  ]);
  const reponse = await t.inject({
    method: 'POST',
    url: `/api/import/employes/${mode}`,
    payload: parts.payload,
    headers: { ...parts.headers, ...auth },
  });
  expect(reponse.statusCode, reponse.body).toBe(200);
  return reponse.json();
}

const compterEmployes = async () => (await t.db.select({ n: count() }).from(employe))[0]?.n ?? 0;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildEtablissement(t.db, { raisonSociale: 'Foyer Les Tilleuls' });
  etablissementB = (await buildEtablissement(t.db, { raisonSociale: 'Maison Bleue' })).id;
  const adminA = await buildUtilisateur(t.db, { email: 'admin-a@test.local' });
  await buildEmploye(t.db, { utilisateurId: adminA.id, etablissementId: a.id, administrateur: true });
  const salarie = await buildUtilisateur(t.db, { email: 'salarie@test.local', nom: 'Durand', prenom: 'Anne' });
  await buildEmploye(t.db, { utilisateurId: salarie.id, etablissementId: a.id });
  await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
  as = {
    admin: await t.login('admin@test.local'),
    adminA: await t.login('admin-a@test.local'),
    salarie: await t.login('salarie@test.local'),
  };
});
afterAll(() => t.close());

describe('POST /api/import/employes/*: who may import', () => {
  it('answers 401 without a token', async () => {
    const parts = multipart([{ name: 'fichier', filename: 'e.csv', content: csv(ligne(1)) }]);
    const r = await t.inject({
      method: 'POST',
      url: '/api/import/employes/apercu',
      payload: parts.payload,
      headers: parts.headers,
    });
    expectApiError(r, 401);
  });

  it('answers 403 to an employee who administers no establishment', async () => {
    const parts = multipart([{ name: 'fichier', filename: 'e.csv', content: csv(ligne(1)) }]);
    const r = await t.inject({
      method: 'POST',
      url: '/api/import/employes/apercu',
      payload: parts.payload,
      headers: { ...parts.headers, ...as.salarie },
    });
    expectApiError(r, 403, 'FORBIDDEN');
  });

  it("refuses, line by line, an establishment's administrator importing into another establishment", async () => {
    const rapport = await poster('appliquer', csv(ligne(900), ligne(901, 'Maison Bleue')), as.adminA);
    expect(rapport.applique).toBe(false);
    expect(rapport.erreurs).toEqual([
      {
        ligne: 3,
        colonne: 'Établissement',
        message: 'Établissement inconnu ou hors de votre périmètre « Maison Bleue »',
      },
    ]);
    expect(rapport.lignes.map((l: { action: string }) => l.action)).toEqual(['CREATION', 'ERREUR']);
  });
});

describe('POST /api/import/employes: dry run, apply, idempotence', () => {
  it('previews without writing, applies in one go, and changes nothing the second time', async () => {
    const fichier = csv(ligne(1), ligne(2), ligne(3, 'Maison Bleue'));
    const avant = await compterEmployes();
    const apercu = await poster('apercu', fichier, as.admin);
    expect(apercu).toMatchObject({
      applique: false,
      compteurs: { creations: 3, modifications: 0, inchanges: 0, erreurs: 0 },
    });
    expect(await compterEmployes()).toBe(avant);

    const applique = await poster('appliquer', fichier, as.admin);
    expect(applique).toMatchObject({ applique: true, compteurs: { creations: 3 } });
    expect(await compterEmployes()).toBe(avant + 3);
    const [cree] = await t.db
      .select({
        matricule: employe.matricule,
        etablissementId: employe.etablissementId,
        naissance: utilisateur.dateDeNaissance,
      })
      .from(employe)
      .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
      .where(eq(utilisateur.email, 'p3@import.test'));
    expect(cree).toEqual({ matricule: 'M3', etablissementId: etablissementB, naissance: '1980-02-01' });
    const traces = await t.db.select().from(historique).where(eq(historique.entite, 'employe'));
    expect(traces.filter((h) => h.apres?.cause === `Import du ${dateCsv(todayInParis())} (employes.csv)`)).toHaveLength(
      3,
    );

    const encore = await poster('appliquer', fichier, as.admin);
    expect(encore).toMatchObject({ applique: false, compteurs: { creations: 0, modifications: 0, inchanges: 3 } });
    expect(await compterEmployes()).toBe(avant + 3);
    expect(await t.db.select().from(historique).where(eq(historique.entite, 'employe'))).toHaveLength(traces.length);
  });

  it('updates by matricule on a re-import', async () => {
    await poster('appliquer', csv(ligne(10)), as.admin);
    const rapport = await poster('appliquer', csv(ligne(10, undefined, { tel: '06 00 00 00 00' })), as.admin);
    expect(rapport).toMatchObject({ applique: true, compteurs: { modifications: 1 } });
    const [u] = await t.db.select().from(utilisateur).where(eq(utilisateur.email, 'p10@import.test'));
    expect(u?.telephonePro).toBe('06 00 00 00 00');
  });

  it('applies nothing when one line has an error', async () => {
    const avant = await compterEmployes();
    const rapport = await poster('appliquer', csv(ligne(20), ligne(21, undefined, { date: '31/02/2026' })), as.admin);
    expect(rapport.applique).toBe(false);
    expect(rapport.erreurs).toEqual([
      { ligne: 3, colonne: 'Date de naissance', message: "La date 31/02/2026 n'existe pas" },
    ]);
    expect(await compterEmployes()).toBe(avant);
  });
});

describe('POST /api/import/employes/apercu: errors shown on their line', () => {
  it('names an e-mail used by another person, a repeated matricule, a bad civility', async () => {
    const rapport = await poster(
      'apercu',
      csv(
        ligne(30, undefined, { email: 'salarie@test.local' }),
        ligne(31),
        ligne(31).replace('p31@', 'autre@'),
        `Dr;X;Y;xy@import.test;;;M32;Foyer Les Tilleuls`,
      ),
      as.admin,
    );
    expect(rapport.erreurs).toEqual([
      { ligne: 2, colonne: 'E-mail', message: 'E-mail déjà utilisé par une autre personne (Anne Durand)' },
      { ligne: 4, colonne: 'Matricule', message: 'Matricule M31 déjà présent à la ligne 3' },
      { ligne: 5, colonne: 'Civilité', message: 'Civilité inconnue « Dr » (M. ou Mme attendu)' },
    ]);
    // A line refused while being read is still named in the preview.
    expect(rapport.lignes.at(-1)).toEqual({
      ligne: 5,
      action: 'ERREUR',
      matricule: 'M32',
      libelle: 'Y X',
      etablissement: 'Foyer Les Tilleuls',
    });
  });

  it('reports a missing required column on line 1', async () => {
    const rapport = await poster('apercu', 'Nom;Prénom\r\nA;B', as.admin);
    expect(rapport.erreurs[0]).toMatchObject({
      ligne: 1,
      message: expect.stringContaining('Colonne obligatoire absente : Civilité'),
    });
  });

  it('recognises header variants and a mapping made by hand', async () => {
    const variantes =
      'Titre;Nom de famille;Prénom;Courriel;Né le;Tél;N° matricule;Site\r\nM.;Petit;Luc;luc@import.test;;;M40;Foyer Les Tilleuls';
    expect((await poster('apercu', variantes, as.admin)).compteurs).toMatchObject({ creations: 1, erreurs: 0 });
    const libres = 'A;B;C;D;E\r\nMme;Roux;Léa;lea@import.test;M41\r\n';
    const colonnes = JSON.stringify(['Civilité', 'Nom', 'Prénom', 'E-mail', 'Matricule']);
    // No establishment column: mapped by hand, the file still lacks it.
    expect((await poster('apercu', libres, as.admin, colonnes)).erreurs[0].message).toBe(
      'Colonne obligatoire absente : Établissement',
    );
  });

  it('reads Windows-1252 with commas, and XLSX', async () => {
    const ansi = iconv.encode(csv(ligne(50)).replaceAll(';', ','), 'win1252');
    const lu = await poster('apercu', ansi, as.admin);
    expect(lu.colonnes.map((c: { colonne: string }) => c.colonne)).toContain('Établissement');
    expect(lu.compteurs.creations).toBe(1);
    const xlsx = await modeleXlsx({ ...sorteEmployes.modele, lignes: [ligne(51).split(';')] });
    expect((await poster('apercu', xlsx, as.admin)).compteurs).toMatchObject({ creations: 1, erreurs: 0 });
  });
});

describe('POST /api/import/employes/apercu: refused files', () => {
  const refus = async (contenu: Buffer | string, statut: number) => {
    const parts = multipart([{ name: 'fichier', filename: 'f.csv', content: contenu }]);
    const r = await t.inject({
      method: 'POST',
      url: '/api/import/employes/apercu',
      payload: parts.payload,
      headers: { ...parts.headers, ...as.admin },
    });
    expectApiError(r, statut);
    return r.json().message as string;
  };

  it('refuses a formula in a cell', async () => {
    expect(await refus(csv(ligne(60).replace('Nom60', '=HYPERLINK("http://x")')), 400)).toMatch(/formule/);
  });

  it('refuses a file that is not CSV nor XLSX', async () => {
    expect(await refus(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02, 0x03]), 400)).toMatch(/CSV ou XLSX/);
    expect(await refus(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(50)]), 400)).toMatch(
      /CSV ou XLSX/,
    );
  });

  it('refuses a file over 10 MB', async () => {
    expect(await refus(Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 413)).toMatch(/10 Mo/);
  });

  it('refuses a kind of import that does not exist, and a mapping to a column of no template', async () => {
    const envoyerA = (url: string, champs: Parameters<typeof multipart>[0]) => {
      const parts = multipart(champs);
      return t.inject({ method: 'POST', url, payload: parts.payload, headers: { ...parts.headers, ...as.admin } });
    };
    const fichier = { name: 'fichier', filename: 'f.csv', content: csv(ligne(61)) };
    const inconnue = await envoyerA('/api/import/vehicules/apercu', [fichier]);
    expectApiError(inconnue, 400);
    expect(inconnue.json().message).toMatch(/sorte d'import/);
    const avant = await compterEmployes();
    const colonnes = JSON.stringify([...sorteEmployes.colonnes.slice(0, 7), 'Heures hebdomadaires']);
    const refusee = await envoyerA('/api/import/employes/appliquer', [
      { name: 'colonnes', content: colonnes },
      fichier,
    ]);
    expectApiError(refusee, 400);
    expect(refusee.json().message).toMatch(/correspondance/);
    expect(await compterEmployes()).toBe(avant);
  });
});

describe('the sample file shipped with the product', () => {
  it('previews its 40 employees without an error', async () => {
    await buildEtablissement(t.db, { raisonSociale: 'Foyer d’hébergement Les Cèdres' });
    const exemple = readFileSync(new URL('../../../../../docs/import/exemple-employes-demo.csv', import.meta.url));
    expect((await poster('apercu', exemple, as.admin)).compteurs).toEqual({
      creations: 40,
      modifications: 0,
      inchanges: 0,
      erreurs: 0,
    });
  });
});

describe('POST /api/import/employes/invitations', () => {
  const inviter = (utilisateurIds: number[], auth: Auth) =>
    t.inject({ method: 'POST', url: '/api/import/employes/invitations', payload: { utilisateurIds }, headers: auth });
  const mailsA = (email: string) => t.db.select().from(mailSortant).where(eq(mailSortant.destinataire, email));

  it('sends nothing during the import, then the links of the new accounts when asked', async () => {
    const rapport = await poster('appliquer', csv(ligne(80), ligne(81, 'Maison Bleue')), as.admin);
    expect(rapport.nouveauxComptes).toHaveLength(2);
    expect(await mailsA('p80@import.test')).toEqual([]);

    const [idA, idB] = rapport.nouveauxComptes as [number, number];
    // An establishment's administrator: the account of the other establishment is out of scope.
    expectApiError(await inviter([idA, idB], as.adminA), 404);
    expect(await mailsA('p80@import.test')).toEqual([]);
    expectApiError(await inviter([], as.adminA), 400);

    const envoi = await inviter([idA], as.adminA);
    expect(envoi.json()).toEqual({ envoyees: 1 });
    const [mail] = await mailsA('p80@import.test');
    expect(mail?.corps).toContain('/invitation/');
  });
});

describe('GET /api/import/employes/export', () => {
  it("writes the template filled with the administered establishments' employees, which imports back unchanged", async () => {
    await poster('appliquer', csv(ligne(70), ligne(71, 'Maison Bleue')), as.admin);
    const exporte = await t.inject({ method: 'GET', url: '/api/import/employes/export', headers: as.adminA });
    expect(exporte.statusCode).toBe(200);
    expect(exporte.headers['cache-control']).toBe('no-store');
    expect(exporte.body).toContain(';M70;Foyer Les Tilleuls');
    expect(exporte.body).not.toContain('Maison Bleue');
    const avecMatricule = exporte.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l, i) => i === 0 || /;M\d+;/.test(l))
      .join('\r\n');
    const retour = await poster('apercu', avecMatricule, as.adminA);
    expect(retour.compteurs.erreurs).toBe(0);
    expect(retour.compteurs.creations + retour.compteurs.modifications).toBe(0);
    const xlsx = await t.inject({ method: 'GET', url: '/api/import/employes/export?format=xlsx', headers: as.adminA });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expectApiError(await t.inject({ method: 'GET', url: '/api/import/employes/export', headers: as.salarie }), 403);
  });
});

describe('GET /api/import/employes/modele', () => {
  it('answers the template in CSV and XLSX', async () => {
    const csvModele = await t.inject({ method: 'GET', url: '/api/import/employes/modele', headers: as.adminA });
    expect(csvModele.statusCode).toBe(200);
    expect(csvModele.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(ENTETE);
    const xlsx = await t.inject({ method: 'GET', url: '/api/import/employes/modele?format=xlsx', headers: as.adminA });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
