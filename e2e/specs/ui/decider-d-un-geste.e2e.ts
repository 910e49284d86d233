import type { Demande, Validation } from '@roulement/contract';
import { expect, it } from 'vitest';
import { getJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';
import { compteDemo, creneauxDemandables, demanderConges, semaineDans } from '../../support/demandes';

const b = useBrowser();
const TELEPHONE = { width: 390, height: 844 };

/** Leave requests of salarie@demo.test, pending for chef@demo.test, one per worked day found. */
async function demandesPourLeChef(nombre: 2): Promise<[number, number]> {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const ids: number[] = [];
  for (const n of [10, 11, 12]) {
    const creneaux = await creneauxDemandables(b.baseURL, salarie, semaineDans(n), 'demanderConges');
    // A Sunday or a public holiday does not count for paid leave: the server refuses it.
    for (const jour of new Set(creneaux.map((c) => c.date))) {
      const id = await demanderConges(b.baseURL, salarie, jour, jour).catch(() => 0);
      if (id) ids.push(id);
      if (ids.length === nombre) return [ids[0]!, ids[1]!];
    }
  }
  throw new Error(`${ids.length} demandes seulement`);
}

const decisionsDuChef = (validations: Validation[]): Validation[] =>
  validations.flatMap((v) => [...decisionsDuChef(v.sousValidations), ...(v.validePar === 'chef@demo.test' ? [v] : [])]);

async function lireDemande(demandeId: number) {
  const chef = await compteDemo(b.baseURL, 'chef@demo.test');
  return getJson<Demande>(b.baseURL, `/api/demande/${demandeId}`, chef.authorization);
}

it('lets chef@demo.test accept with a comment in one tap on a phone, undo it, and go on to the next request', async () => {
  const [premiere, seconde] = await demandesPourLeChef(2);
  await b.context.close();
  b.context = await b.browser.newContext({
    baseURL: b.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: TELEPHONE,
    hasTouch: true,
    isMobile: true,
  });
  b.page = await b.context.newPage();
  b.page.setDefaultTimeout(15_000);
  const page = b.page;
  await loginAs(page, 'chef@demo.test');
  await page.waitForURL('**/planning');

  // The header's counters, named in words in the menu.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByText(/^\d+ à valider$/)
    .waitFor();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: /^Demandes/ })
    .tap();

  const liste = page.getByRole('list', { name: 'Demandes à valider' });
  await page.getByRole('tab', { name: 'À valider', selected: true }).waitFor();
  const ligne = liste.getByRole('listitem').filter({ has: page.locator(`a[href="/demande/${premiere}/conges"]`) });
  await ligne.waitFor();
  expect(await violationsGraves(page, 'À valider (téléphone)')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEPHONE.width);

  // « Annuler » within the delay: the row comes back, nothing was sent.
  await ligne.getByRole('button', { name: /^Commenter la décision/ }).tap();
  await ligne.getByRole('textbox', { name: 'Commentaire de la décision' }).fill('Bon repos');
  await ligne.getByRole('button', { name: /^Accepter la demande/ }).tap();
  const toast = page.getByText(/^Demande de .+ acceptée$/);
  await toast.waitFor();
  await ligne.waitFor({ state: 'detached' });
  expect(await violationsGraves(page, 'Toast « Annuler »')).toEqual([]);
  await page.getByRole('button', { name: 'Annuler', exact: true }).tap();
  await ligne.waitFor();
  await page.waitForTimeout(6000);
  const annulee = await lireDemande(premiere);
  expect(decisionsDuChef(annulee.validations)).toEqual([]);
  expect(annulee.commentaires).toEqual([]);

  // The same tap again, left to run out: the comment, then the acceptance.
  const boutons = (await ligne.getByRole('button', { name: /^Accepter la demande/ }).boundingBox())!;
  expect(boutons.height).toBeGreaterThanOrEqual(44);
  await ligne.getByRole('button', { name: /^Commenter la décision/ }).tap();
  await ligne.getByRole('textbox', { name: 'Commentaire de la décision' }).fill('Bon repos');
  await ligne.getByRole('button', { name: /^Accepter la demande/ }).tap();
  await toast.waitFor();
  await toast.waitFor({ state: 'hidden' });
  await expect
    .poll(async () => decisionsDuChef((await lireDemande(premiere)).validations).map((v) => v.accepte))
    .toEqual([true]);
  expect((await lireDemande(premiere)).commentaires.map((c) => c.commentaire)).toEqual(['Bon repos']);

  // On the detail, a decision opens the next request of the list by itself.
  const hrefs = await liste
    .locator('a[href^="/demande/"]')
    .evaluateAll((liens) => liens.map((l) => l.getAttribute('href')));
  const ici = hrefs.indexOf(`/demande/${seconde}/conges`);
  expect(ici).toBeGreaterThanOrEqual(0);
  await liste.locator(`a[href="/demande/${seconde}/conges"]`).tap();
  await page.getByRole('heading', { name: 'Demande de congés' }).waitFor();
  expect(await violationsGraves(page, 'Détail à décider (téléphone)')).toEqual([]);
  await page.getByRole('button', { name: 'Accepter', exact: true }).tap();
  await toast.waitFor();
  await page.waitForURL((url) => url.pathname !== `/demande/${seconde}/conges`);
  expect(new URL(page.url()).pathname).toBe(hrefs[ici + 1] ?? '/demande');
  await toast.waitFor({ state: 'hidden' });
  await expect
    .poll(async () => decisionsDuChef((await lireDemande(seconde)).validations).map((v) => v.accepte))
    .toEqual([true]);
});
