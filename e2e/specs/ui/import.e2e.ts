import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();
const EXEMPLE = fileURLToPath(new URL('../../../docs/import/exemple-employes-demo.csv', import.meta.url));

// Issue 26: the sample shipped with the product, imported by an establishment's administrator.
it('previews the sample file without writing, imports it, and finds it unchanged the second time', async () => {
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/employes');
  await b.page.getByRole('link', { name: 'Importer' }).click();
  await b.page.waitForURL('**/import');

  await b.page.getByLabel('Fichier à importer').setInputFiles(EXEMPLE);
  await b.page.getByText('40 créations.', { exact: false }).waitFor();
  expect(await b.page.getByText("Rien n'est encore enregistré.").isVisible()).toBe(true);

  await b.page.getByRole('button', { name: 'Importer', exact: true }).click();
  await b.page.getByText('Les lignes sont enregistrées.', { exact: false }).waitFor();

  await b.page.getByLabel('Fichier à importer').setInputFiles(EXEMPLE);
  await b.page.getByText('40 inchangés.', { exact: false }).waitFor();
  expect(await b.page.getByRole('button', { name: 'Importer', exact: true }).isDisabled()).toBe(true);

  // The journal holds the applied import only, not the two dry runs, with its report to download.
  await b.page.getByRole('link', { name: 'Journal des imports' }).click();
  await b.page.waitForURL('**/import/journal');
  // Other browser tests import into the same server: this file's entries only.
  const entrees = b.page
    .getByRole('list', { name: 'Imports' })
    .getByRole('listitem')
    .filter({ hasText: 'exemple-employes-demo.csv' });
  await entrees.first().waitFor();
  expect(await entrees.count()).toBe(1);
  expect(await entrees.first().textContent()).toContain('Employés et comptes : exemple-employes-demo.csv');
  expect(await entrees.first().textContent()).toContain('40 créations');
  const [telechargement] = await Promise.all([
    b.page.waitForEvent('download'),
    entrees.first().getByRole('button', { name: 'Rapport CSV' }).click(),
  ]);
  expect(telechargement.suggestedFilename()).toMatch(/^rapport-import-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
});
