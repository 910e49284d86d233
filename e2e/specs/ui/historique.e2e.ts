import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { apiLogin, getJson, postJson, sendJson } from '../../support/api';
import { loginAs, useBrowser } from '../../support/browser';
import { compteDemo, creneauxDemandables, demanderConges, semaineDans } from '../../support/demandes';
import { createEmploye } from '../../support/employes';
import { dateFr } from '../../support/pickers';

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

it('reads a request, its comment and a decision in French in the history: no raw key, no id (issue 23)', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const creneaux = await creneauxDemandables(b.baseURL, salarie, semaineDans(9), 'demanderConges');
  // A worked day that counts for paid leave (a Sunday or a public holiday does not).
  let demandeId = 0;
  let jour = '';
  for (const date of new Set(creneaux.map((c) => c.date))) {
    demandeId = await demanderConges(b.baseURL, salarie, date, date).catch(() => 0);
    jour = date;
    if (demandeId) break;
  }
  expect(demandeId).toBeGreaterThan(0);
  await postJson(b.baseURL, `/api/demande/${demandeId}/commentaire`, salarie.authorization, {
    commentaire: 'Je serai joignable par téléphone',
  });
  const chef = await apiLogin(b.baseURL, 'chef@demo.test');
  const demande = await getJson<{
    validations: { validationId: number; sousValidations: { validationId: number }[] }[];
  }>(b.baseURL, `/api/demande/${demandeId}`, chef);
  const validationChef = demande.validations[0]!.sousValidations[0]!.validationId;
  await sendJson(b.baseURL, 'PUT', `/api/demande/${demandeId}/validation/${validationChef}/valider`, chef, {});

  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto(`/employes/${salarie.employeId}/historique`);
  const table = b.page.getByRole('table', { name: "Historique de l'employé" });
  // Other browser tests decide salarie@demo.test's requests too: this request's rows only.
  const cetteDemande = table.getByRole('row').filter({ hasText: new RegExp(`Demande n° ${demandeId}(?!\\d)`) });
  const decision = cetteDemande.filter({ hasText: 'Validation de : Chef de service' });
  await decision.waitFor();
  expect(await decision.textContent()).toContain('Décision : Acceptée');
  await table.getByRole('row').filter({ hasText: 'Commentaire : ajouté' }).first().waitFor();
  const creation = table
    .getByRole('row')
    .filter({ hasText: /Validations : (Direction|Chef de service), (Direction|Chef de service)/ });
  expect(await creation.first().textContent()).toContain(`Date de début : ${dateFr(jour)}`);
  const texte = (await table.textContent()) ?? '';
  for (const brut of ['authority', 'validationId', 'commentaireAjoute', 'accepte', 'DIRECTEUR_', 'true']) {
    expect(texte).not.toContain(brut);
  }
  await b.page.screenshot({ path: 'test-results/historique-demande.png', fullPage: true });
});
