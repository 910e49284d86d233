import { it } from 'vitest';
import { champ, loginAs, useBrowser } from '../../support/browser';
import { aujourdhuiAParis, dateFr } from '../../support/pickers';

const b = useBrowser();

it('lets the administrator add a version of the leave rules from today, shown in force above the older ones', async () => {
  await loginAs(b.page, 'admin@demo.test');
  await b.page.getByRole('button', { name: 'Administration' }).waitFor();
  await b.page.goto('/etablissement');
  await b.page.getByRole('link', { name: 'Règles de congés' }).click();
  await b.page.waitForURL('**/regles-conges');
  const table = b.page.getByRole('table', { name: 'Versions des règles de congés' });
  await table.getByRole('row').filter({ hasText: '24/04/2024' }).getByText('En vigueur').waitFor();

  await b.page.getByRole('button', { name: 'Nouvelle version' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Nouvelle version des règles de congés' });
  await champ(dialog, 'Congés payés par mois (jours ouvrables)').fill('2,5');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const nouvelle = table.getByRole('row').filter({ hasText: dateFr(aujourdhuiAParis()) });
  await nouvelle.getByText('En vigueur').waitFor();
});
