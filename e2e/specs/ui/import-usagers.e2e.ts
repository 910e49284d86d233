import { expect, it } from 'vitest';
import { violationsGraves } from '../../support/axe';
import { loginAs, TELEPHONE, useBrowser } from '../../support/browser';

const b = useBrowser();
const ETABLISSEMENT = 'Foyer d’hébergement Les Cèdres';

const USAGERS = {
  name: 'usagers-import.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      "Numéro de dossier;Établissement;Civilité;Nom;Prénom;Date de naissance;Service d'accueil;Date de début d'accueil;Date de fin d'accueil",
      `E2E-01;${ETABLISSEMENT};Mme;Importée;Irène;12/03/1958;Foyer Les Cèdres;01/09/2019;`,
      `E2E-02;${ETABLISSEMENT};M.;Importé;Ivan;23/07/1962;Foyer Les Cèdres;15/01/2020;`,
    ].join('\r\n'),
    'utf8',
  ),
};

// Issue 26, kind 5, on a phone: residents with their stay, then the same file changes nothing.
it('imports two residents on a phone, finds them unchanged the second time, and in the residents list', async () => {
  await b.page.setViewportSize(TELEPHONE);
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/import');
  await b.page.getByRole('combobox', { name: 'Que voulez-vous importer ?' }).click();
  await b.page.getByRole('option', { name: 'Usagers' }).click();
  await b.page.getByText('Une ligne par usager', { exact: false }).waitFor();
  await b.page.getByLabel('Fichier à importer').setInputFiles(USAGERS);
  await b.page.getByText('2 créations.', { exact: false }).waitFor();
  await b.page.getByText('Dossier E2E-01', { exact: false }).waitFor();
  expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEPHONE.width);
  expect(await violationsGraves(b.page, 'Import des usagers (téléphone)')).toEqual([]);
  await b.page.getByRole('button', { name: 'Importer', exact: true }).click();
  await b.page.getByText('Les lignes sont enregistrées.', { exact: false }).waitFor();

  await b.page.getByLabel('Fichier à importer').setInputFiles(USAGERS);
  await b.page.getByText('2 inchangés.', { exact: false }).waitFor();
  expect(await b.page.getByRole('button', { name: 'Importer', exact: true }).isDisabled()).toBe(true);

  await b.page.goto('/usagers');
  await b.page.getByText('Importée Irène').waitFor();
});
