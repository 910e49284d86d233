import { expect, it } from 'vitest';
import { loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();
const TELEPHONE = { width: 390, height: 844 };
const ETABLISSEMENT = 'Foyer d’hébergement Les Cèdres';

const fichier = (name: string, lignes: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lignes.join('\r\n'), 'utf8'),
});

const EMPLOYES = fichier('employes-atelier.csv', [
  'Civilité;Nom;Prénom;E-mail;Matricule;Établissement',
  `Mme;Atelier;Alice;alice.atelier@import.demo.test;AT01;${ETABLISSEMENT}`,
  `M.;Atelier;Bruno;bruno.atelier@import.demo.test;AT02;${ETABLISSEMENT}`,
  `Mme;Atelier;Chloé;chloe.atelier@import.demo.test;AT03;${ETABLISSEMENT}`,
]);

const SERVICES = fichier('services-atelier.csv', [
  'Établissement;Service;Matricule du chef de service;Matricule du membre;Heures hebdomadaires;Couleur',
  `${ETABLISSEMENT};Atelier bois;AT01;AT02;35;#4CAF50`,
  `${ETABLISSEMENT};Atelier bois;AT01;AT03;17,5;#2196F3`,
]);

async function importer(fichierCsv: typeof EMPLOYES, apercu: string) {
  await b.page.getByLabel('Fichier à importer').setInputFiles(fichierCsv);
  await b.page.getByText(apercu, { exact: false }).waitFor();
  await b.page.getByRole('button', { name: 'Importer', exact: true }).click();
  await b.page.getByText('Les lignes sont enregistrées.', { exact: false }).waitFor();
}

// Issue 26, kind 4, on a phone: the employees come first (the matricules), then their service.
it('imports a small services file on a phone, then finds it unchanged and the service in its list', async () => {
  await b.page.setViewportSize(TELEPHONE);
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/import');
  await importer(EMPLOYES, '3 créations.');

  await b.page.getByRole('combobox', { name: 'Que voulez-vous importer ?' }).click();
  await b.page.getByRole('option', { name: 'Services et membres' }).click();
  await b.page.getByText("Une ligne par membre d'un service", { exact: false }).waitFor();
  await importer(SERVICES, '2 créations.');
  expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEPHONE.width);

  await b.page.getByLabel('Fichier à importer').setInputFiles(SERVICES);
  await b.page.getByText('2 inchangés.', { exact: false }).waitFor();
  expect(await b.page.getByRole('button', { name: 'Importer', exact: true }).isDisabled()).toBe(true);

  await b.page.goto('/services');
  await b.page.getByText('Atelier bois').first().waitFor();
});
