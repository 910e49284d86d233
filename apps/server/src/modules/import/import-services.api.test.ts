import { readFileSync } from 'node:fs';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historique, membre, service } from '../../db/schema';
import { dateCsv } from '../../lib/csv';
import { todayInParis } from '../../lib/dates';
import { buildEmploye, buildEtablissement, buildUtilisateur } from '../../test/factories';
import { multipart } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

type Auth = { authorization: string };
let t: TestApp;
let as: Record<'admin' | 'adminA' | 'salarie', Auth>;

const ENTETE = 'Établissement;Service;Matricule du chef de service;Matricule du membre;Heures hebdomadaires;Couleur';
const csv = (...lignes: string[]) => [ENTETE, ...lignes].join('\r\n');
const A = 'Foyer Les Tilleuls';

async function poster(
  mode: 'apercu' | 'appliquer',
  contenu: string | Buffer,
  auth: Auth,
  colonnes?: string,
  sorte = 'services',
) {
  const parts = multipart([
    ...(colonnes ? [{ name: 'colonnes', content: colonnes }] : []),
    { name: 'fichier', filename: 'services.csv', contentType: 'text/csv', content: contenu },
  ]);
  const reponse = await t.inject({
    method: 'POST',
    url: `/api/import/${sorte}/${mode}`,
    payload: parts.payload,
    headers: { ...parts.headers, ...auth },
  });
  return reponse;
}
async function rapport(mode: 'apercu' | 'appliquer', contenu: string, auth: Auth = as.adminA, colonnes?: string) {
  const reponse = await poster(mode, contenu, auth, colonnes);
  expect(reponse.statusCode, reponse.body).toBe(200);
  return reponse.json();
}

const compter = async (nom: string) => {
  const services = await t.db.select({ id: service.id }).from(service).where(eq(service.nom, nom));
  const [membres] = services[0]
    ? await t.db.select({ n: count() }).from(membre).where(eq(membre.serviceId, services[0].id))
    : [{ n: 0 }];
  return { services: services.length, membres: membres?.n ?? 0 };
};

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildEtablissement(t.db, { raisonSociale: A });
  const b = await buildEtablissement(t.db, { raisonSociale: 'Maison Bleue' });
  const adminA = await buildUtilisateur(t.db, { email: 'admin-a@services.test' });
  await buildEmploye(t.db, { utilisateurId: adminA.id, etablissementId: a.id, administrateur: true, matricule: 'S0' });
  const salarie = await buildUtilisateur(t.db, { email: 'salarie@services.test' });
  await buildEmploye(t.db, { utilisateurId: salarie.id, etablissementId: a.id, matricule: 'S1' });
  for (const m of ['S2', 'S3', 'S4']) await buildEmploye(t.db, { etablissementId: a.id, matricule: m });
  await buildEmploye(t.db, { etablissementId: b.id, matricule: 'B1' });
  await buildUtilisateur(t.db, { email: 'admin@services.test', administrateurGlobal: true });
  as = {
    admin: await t.login('admin@services.test'),
    adminA: await t.login('admin-a@services.test'),
    salarie: await t.login('salarie@services.test'),
  };
});
afterAll(() => t.close());

describe('POST /api/import/services: who may import', () => {
  it('answers 403 to an employee who administers no establishment', async () => {
    const r = await poster('apercu', csv(`${A};Accueil;S3;S1;35;#112233`), as.salarie);
    expect(r.statusCode).toBe(403);
  });

  it("refuses, line by line, an establishment's administrator importing into another establishment", async () => {
    const r = await rapport('apercu', csv(`Maison Bleue;Jardin;B1;;;`));
    expect(r.erreurs).toEqual([
      {
        ligne: 2,
        colonne: 'Établissement',
        message: 'Établissement inconnu ou hors de votre périmètre « Maison Bleue »',
      },
    ]);
    // An employee out of scope is as unknown as one that does not exist.
    const horsPerimetre = await rapport('apercu', csv(`${A};Jardin;S3;B1;;`));
    expect(horsPerimetre.erreurs[0]?.message).toBe('Matricule inconnu « B1 »');
    const global = await rapport('apercu', csv(`Maison Bleue;Jardin;B1;;;`), as.admin);
    expect(global.lignes[0]).toMatchObject({ action: 'CREATION', libelle: 'Jardin' });
  });
});

describe('POST /api/import/services: dry run, apply, idempotence', () => {
  const fichier = csv(`${A};Hébergement;S3;S1;35;#112233`, `${A};Hébergement;S3;S2;17,5;`, `${A};Veille;S3;;;`);

  it('previews without writing, applies in one go with the history, and changes nothing the second time', async () => {
    const apercu = await rapport('apercu', fichier);
    expect(apercu.applique).toBe(false);
    expect(apercu.lignes.map((l: { action: string }) => l.action)).toEqual(['CREATION', 'CREATION', 'CREATION']);
    expect(await compter('Hébergement')).toEqual({ services: 0, membres: 0 });

    const applique = await rapport('appliquer', fichier);
    expect(applique.applique).toBe(true);
    expect(await compter('Hébergement')).toEqual({ services: 1, membres: 2 });
    expect(await compter('Veille')).toEqual({ services: 1, membres: 0 });
    const [s2] = await t.db
      .select({ heures: membre.heuresHebdo, couleur: membre.couleur })
      .from(membre)
      .innerJoin(service, eq(service.id, membre.serviceId))
      .where(and(eq(service.nom, 'Hébergement'), eq(membre.heuresHebdo, 17.5)));
    expect(s2).toEqual({ heures: 17.5, couleur: '#EEEEEE' });
    const [lignesHistorique] = await t.db
      .select({ n: count() })
      .from(historique)
      .where(sql`${historique.apres}->>'cause' = ${`Import du ${dateCsv(todayInParis())} (services.csv)`}`);
    expect(lignesHistorique?.n).toBe(4);

    const encore = await rapport('appliquer', fichier);
    expect(encore.applique).toBe(false);
    expect(encore.compteurs).toEqual({ creations: 0, modifications: 0, inchanges: 3, erreurs: 0 });
    expect(await compter('Hébergement')).toEqual({ services: 1, membres: 2 });
  });

  it("updates a member's hours and the head on a re-import, by establishment, name and matricule", async () => {
    const r = await rapport('appliquer', csv(`${A};hebergement;S4;S1;30;#112233`));
    expect(r.lignes).toEqual([expect.objectContaining({ action: 'MODIFICATION', matricule: 'S1', etablissement: A })]);
    expect(await compter('Hébergement')).toEqual({ services: 1, membres: 2 });
    const [heures] = await t.db
      .select({ h: membre.heuresHebdo })
      .from(membre)
      .innerJoin(service, eq(service.id, membre.serviceId))
      .where(and(eq(service.nom, 'Hébergement'), eq(membre.couleur, '#112233')));
    expect(heures?.h).toBe(30);
  });

  it('applies nothing when one line has an error', async () => {
    const r = await rapport('appliquer', csv(`${A};Cuisine;S3;S1;35;`, `${A};Cuisine;S3;INCONNU;35;`));
    expect(r.applique).toBe(false);
    expect(r.compteurs.erreurs).toBe(1);
    expect(await compter('Cuisine')).toEqual({ services: 0, membres: 0 });
  });
});

describe('POST /api/import/services/apercu: errors shown on their line', () => {
  it('names an unknown matricule, an employee of another establishment, bad hours and a bad colour', async () => {
    const r = await rapport(
      'apercu',
      csv(
        `${A};Atelier;S3;X9;35;`,
        `${A};Atelier;S3;B1;35;`,
        `${A};Atelier;S3;S1;200;`,
        `${A};Atelier;S3;S2;trente;`,
        `${A};Atelier;S3;S3;35;vert`,
        `${A};Atelier;Z0;;;`,
        `${A};Atelier;S3;S1;10;`,
      ),
      as.admin,
    );
    expect(r.erreurs).toEqual([
      { ligne: 2, colonne: 'Matricule du membre', message: 'Matricule inconnu « X9 »' },
      {
        ligne: 3,
        colonne: 'Matricule du membre',
        message: `L'employé B1 n'appartient pas à l'établissement ${A}`,
      },
      {
        ligne: 4,
        colonne: 'Heures hebdomadaires',
        message: 'Heures hebdomadaires invalides « 200 » : 168 heures au plus',
      },
      {
        ligne: 5,
        colonne: 'Heures hebdomadaires',
        message: expect.stringContaining('Heures hebdomadaires invalides « trente »'),
      },
      { ligne: 6, colonne: 'Couleur', message: 'Couleur invalide « vert » (#RRGGBB attendu)' },
      { ligne: 7, colonne: 'Matricule du chef de service', message: 'Matricule inconnu « Z0 »' },
    ]);
    expect(r.lignes.map((l: { action: string }) => l.action)).toEqual([
      'ERREUR',
      'ERREUR',
      'ERREUR',
      'ERREUR',
      'ERREUR',
      'ERREUR',
      'CREATION',
    ]);
  });

  it('reports a missing required column on line 1, and a member twice in a service', async () => {
    const sansChef = await rapport('apercu', 'Établissement;Service\r\nFoyer Les Tilleuls;Atelier');
    expect(sansChef.erreurs).toEqual([
      {
        ligne: 1,
        colonne: 'Matricule du chef de service',
        message: 'Colonne obligatoire absente : Matricule du chef de service',
      },
    ]);
    const deux = await rapport('apercu', csv(`${A};Atelier;S3;S1;;`, `${A};Atelier;S3;S1;;`));
    expect(deux.erreurs[0]?.message).toBe('Le membre S1 est déjà dans ce service à la ligne 2');
  });

  it('recognises header variants and a mapping made by hand', async () => {
    const variantes = 'Site;Équipe;Chef de service;Matricule;Heures par semaine;Couleur du planning\r\n';
    const r = await rapport('apercu', `${variantes}${A};Atelier;S3;S1;35;#123456`);
    expect(r.colonnes.map((c: { colonne: string | null }) => c.colonne)).toEqual([
      'Établissement',
      'Service',
      'Matricule du chef de service',
      'Matricule du membre',
      'Heures hebdomadaires',
      'Couleur',
    ]);
    const aLaMain = JSON.stringify(['Établissement', 'Service', 'Matricule du chef de service', null]);
    const m = await rapport('apercu', `Lieu;Nom;Chef;Autre\r\n${A};Atelier;S3;x`, as.adminA, aLaMain);
    expect(m.lignes[0]).toMatchObject({ action: 'CREATION', libelle: 'Atelier' });
  });
});

describe('GET /api/import/services/export and modele', () => {
  it('writes the services and members of the administered establishments, which import back unchanged', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/import/services/export?format=csv', headers: as.adminA });
    expect(r.statusCode).toBe(200);
    const lignes = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lignes[0]).toBe(ENTETE);
    expect(lignes).toContain(`${A};Hébergement;S4;S1;30;#112233`);
    expect(lignes).toContain(`${A};Veille;S3;;;`);
    const retour = await rapport('apercu', lignes.join('\r\n'));
    expect(retour.compteurs).toEqual({ creations: 0, modifications: 0, inchanges: lignes.length - 1, erreurs: 0 });
  });

  it('answers the template with its example line', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/import/services/modele?format=csv', headers: as.adminA });
    expect(
      r.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual([ENTETE, 'Nom de votre établissement;Foyer de vie;M0001;M0002;35;#4CAF50']);
  });
});

describe('the services sample shipped with the product', () => {
  it('previews its 6 members without an error once the employees sample is imported', async () => {
    await buildEtablissement(t.db, { raisonSociale: 'Foyer d’hébergement Les Cèdres' });
    const exemple = (nom: string) => readFileSync(new URL(`../../../../../docs/import/${nom}`, import.meta.url));
    const employes = await poster('appliquer', exemple('exemple-employes-demo.csv'), as.admin, undefined, 'employes');
    expect(employes.json().applique).toBe(true);
    const services = await poster('apercu', exemple('exemple-services-demo.csv'), as.admin);
    expect(services.json().compteurs).toEqual({ creations: 6, modifications: 0, inchanges: 0, erreurs: 0 });
  });
});
