import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();
const ETABLISSEMENT = 'Foyer d’hébergement Les Cèdres';

/** Two employees of this run only: the server is shared by every spec. */
function fichiers() {
  const dossier = mkdtempSync(join(tmpdir(), 'import-contrats-'));
  const n = Date.now().toString(36);
  const employes = join(dossier, 'employes.csv');
  writeFileSync(
    employes,
    [
      'Civilité;Nom;Prénom;E-mail;Matricule;Établissement',
      `Mme;Contrat;Alice;alice.${n}@import.e2e.test;K${n}A;${ETABLISSEMENT}`,
      `M.;Contrat;Bruno;bruno.${n}@import.e2e.test;K${n}B;${ETABLISSEMENT}`,
    ].join('\r\n'),
  );
  const contrats = join(dossier, 'contrats.csv');
  writeFileSync(
    contrats,
    [
      'Matricule;Établissement;Type de contrat;Métier;Heures hebdomadaires;Date de début;Date de fin',
      `K${n}A;${ETABLISSEMENT};CDI;Éducateur spécialisé;35;01/01/2026;`,
      `K${n}B;${ETABLISSEMENT};CDD;Moniteur éducateur;24,5;01/02/2026;31/07/2026`,
    ].join('\r\n'),
  );
  return { employes, contrats };
}

async function choisirSorte(libelle: string) {
  await b.page.getByLabel('Que voulez-vous importer ?').click();
  await b.page.getByRole('option', { name: libelle }).click();
}

// Issue 26, kind « Contrats »: on a phone, an establishment's administrator imports a small file.
it('imports a small contracts file on a phone, and finds it unchanged the second time', async () => {
  await b.page.setViewportSize({ width: 390, height: 844 });
  const { employes, contrats } = fichiers();
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/import');

  await b.page.getByLabel('Fichier à importer').setInputFiles(employes);
  await b.page.getByText('2 créations.', { exact: false }).waitFor();
  await b.page.getByRole('button', { name: 'Importer', exact: true }).click();
  await b.page.getByText('Les lignes sont enregistrées.', { exact: false }).waitFor();

  await choisirSorte('Contrats');
  await b.page.getByText('la date de début retrouvent le contrat', { exact: false }).waitFor();
  await b.page.getByLabel('Fichier à importer').setInputFiles(contrats);
  await b.page.getByText('2 créations.', { exact: false }).waitFor();
  expect(await b.page.getByText('Alice Contrat · CDI du 01/01/2026').isVisible()).toBe(true);
  expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await b.page.getByRole('button', { name: 'Importer', exact: true }).click();
  await b.page.getByText('Les lignes sont enregistrées.', { exact: false }).waitFor();

  await b.page.getByLabel('Fichier à importer').setInputFiles(contrats);
  await b.page.getByText('2 inchangés.', { exact: false }).waitFor();
  expect(await b.page.getByRole('button', { name: 'Importer', exact: true }).isDisabled()).toBe(true);
});
