import { expect, it } from 'vitest';
import { violationsGraves } from '../../support/axe';
import { loginAs, surTelephone, TELEPHONE, useBrowser } from '../../support/browser';
import { aujourdhuiAParis, dateFr } from '../../support/pickers';

const b = useBrowser();
/** Set to a folder to keep a picture of the screen. */
const CAPTURES = process.env.CAPTURES_REGLES_DU_TRAVAIL;

it('lets the administrator add a version of the working-time rules on a phone, then shows it in force', async () => {
  const page = await surTelephone(b);
  await loginAs(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).waitFor();
  await page.goto('/etablissement');
  await page.getByRole('link', { name: 'Règles du temps de travail' }).tap();
  await page.waitForURL('**/regles-du-travail');

  const enVigueur = page.getByRole('region', { name: 'Règles en vigueur' });
  await enVigueur.getByText('Code du travail, art. L3131-1', { exact: false }).waitFor();
  expect(await enVigueur.getByText(/^Un dixième du contrat$/).count()).toBe(1);

  await page.getByRole('button', { name: 'Nouvelle version' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle version des règles du temps de travail' });
  // The figures of the version in force are there, in hours.
  expect(await dialog.getByRole('textbox', { name: /^Repos quotidien \(heures\)/ }).inputValue()).toBe('11');
  await dialog.getByRole('combobox', { name: /^Heures complémentaires/ }).tap();
  await page.getByRole('option', { name: 'Un tiers du contrat (par accord)' }).tap();
  await dialog.getByRole('button', { name: 'Enregistrer' }).tap();
  await dialog.waitFor({ state: 'hidden' });

  await enVigueur.getByText(`En vigueur depuis le ${dateFr(aujourdhuiAParis())}`).waitFor();
  await enVigueur.getByText(/^Un tiers du contrat \(par accord\)$/).waitFor();
  const historique = page.getByRole('table', { name: 'Versions des règles du temps de travail' });
  await historique
    .getByRole('row')
    .filter({ hasText: dateFr(aujourdhuiAParis()) })
    .getByText('En vigueur')
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEPHONE.width);
  expect(await violationsGraves(page, 'Règles du temps de travail (téléphone)')).toEqual([]);
  if (CAPTURES) await page.screenshot({ path: `${CAPTURES}/regles-du-travail-telephone.png`, fullPage: true });
});
