import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { loginAs, useBrowser } from '../../support/browser';
import { createEmploye } from '../../support/employes';

const b = useBrowser();

it("shows a change made on an employee in the employee's 'Historique', with who and before → after", async () => {
  const { employeId, nomComplet } = await createEmploye(b.baseURL, 'Historia');
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto(`/employes/${employeId}`);
  await b.page.getByRole('heading', { name: nomComplet }).waitFor();

  await b.page.getByRole('button', { name: 'Modifier', exact: true }).first().click();
  const dialog = b.page.getByRole('dialog', { name: "Modifier l'employé" });
  await dialog.getByLabel('Délégué du personnel').check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await b.page.getByRole('link', { name: 'Historique', exact: true }).click();
  await b.page.waitForURL(`**/employes/${employeId}/historique`);
  const table = b.page.getByRole('table', { name: "Historique de l'employé" });
  const modification = table.getByRole('row').filter({ hasText: 'Délégué du personnel : Non → Oui' });
  await modification.waitFor();
  const texte = await modification.textContent();
  expect(texte).toContain('Modification');
  expect(texte).toContain('Employé n°');
  expect(texte).toContain('Délégué du personnel : Non → Oui');
  // The declaration and the contract written through the API are there too, older.
  expect(await table.getByRole('row').filter({ hasText: 'Création' }).count()).toBe(2);
  mkdirSync('test-results', { recursive: true });
  await b.page.screenshot({ path: 'test-results/historique.png', fullPage: true });

  // Filtering on the contracts leaves only the contract's creation.
  await b.page.getByRole('combobox', { name: 'Élément' }).click();
  await b.page.getByRole('option', { name: 'Contrat' }).click();
  await table.getByRole('row').filter({ hasText: 'Contrat n°' }).waitFor();
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  await b.page.getByRole('combobox', { name: 'Action', exact: true }).click();
  await b.page.getByRole('option', { name: 'Suppression' }).click();
  await b.page.getByText('Aucun historique').waitFor();
});
