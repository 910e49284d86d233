import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();

/** Issue 25: the phone as the first device, an iPhone-sized touch screen. */
const TELEPHONE = { width: 390, height: 844 };
/** Set to a folder to keep a picture of each screen, to look at the layout by eye. */
const CAPTURES = process.env.CAPTURES_ACCUEIL;

async function capture(page: Page, nom: string) {
  if (CAPTURES) await page.screenshot({ path: `${CAPTURES}/${nom}.png`, fullPage: true });
}

const largeurDePage = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const bloc = (page: Page, titre: string) => page.getByRole('region', { name: titre, exact: true });

/** A touch phone context in place of the desktop one useBrowser opened. */
async function telephone() {
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
}

it("opens an employee's phone on their day: next slot, colleagues, on call, requests and balances", async () => {
  await telephone();
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  const journee = b.page.getByRole('region', { name: 'Ma journée' });
  await journee.waitFor();

  const prochain = b.page.getByTestId('prochain-creneau');
  await prochain.waitFor();
  expect(await prochain.textContent()).toMatch(/\d{2}:\d{2} – \d{2}:\d{2}/);
  // The demo home is staffed every day: colleagues work with salarie@demo.test today.
  await bloc(b.page, "Avec moi aujourd'hui").getByRole('listitem').first().waitFor();
  await b.page.getByTestId('astreinte-du-jour').waitFor();
  await bloc(b.page, 'Mes soldes').getByRole('definition').first().waitFor();
  expect(await bloc(b.page, 'Mes soldes').getByRole('term').allTextContents()).toContain('Récupérations');
  const demandes = bloc(b.page, 'Mes demandes en attente');
  await demandes.getByRole('link', { name: 'Toutes mes demandes' }).waitFor();
  expect(await b.page.getByRole('region', { name: 'Ce qui vous attend' }).count()).toBe(0);
  const abonnement = b.page.getByRole('link', { name: "S'abonner au calendrier" });
  await expect.poll(() => abonnement.getAttribute('href')).toMatch(/^webcal:\/\/.+\.ics$/);

  await b.page.getByTestId('creneau').first().waitFor();
  await capture(b.page, 'accueil-salarie-telephone');
  expect(await largeurDePage(b.page)).toBeLessThanOrEqual(TELEPHONE.width);
  expect(await violationsGraves(b.page, 'Accueil du salarié sur téléphone')).toEqual([]);

  // The same subscription beside the address on the profile, without a horizontal scroll.
  await b.page.goto('/profil/informations');
  const profil = b.page.getByRole('link', { name: "S'abonner au calendrier : Mes créneaux et congés" });
  await expect.poll(() => profil.getAttribute('href')).toMatch(/^webcal:\/\/.+\.ics$/);
  await capture(b.page, 'profil-telephone');
  expect(await largeurDePage(b.page)).toBeLessThanOrEqual(TELEPHONE.width);
});

it('puts the three daily places under the thumb, and taps between them', async () => {
  await telephone();
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  const barre = b.page.getByRole('navigation', { name: 'Navigation principale' });
  await barre.waitFor();
  const noms = await barre.getByRole('link').evaluateAll((liens) => liens.map((l) => l.getAttribute('href')));
  expect(noms).toEqual(['/planning', '/demande', '/tableau-des-conges']);
  // salarie@demo.test has requests waiting: the count is said after the label.
  // Chromium puts a space between the label and the hidden sentence.
  await barre.getByRole('link', { name: /^Demandes ?, \d+ demandes? en attente$/ }).waitFor();
  const boite = await barre.boundingBox();
  expect(Math.round((boite?.y ?? 0) + (boite?.height ?? 0))).toBe(TELEPHONE.height);

  await barre.getByRole('link', { name: /^Demandes/ }).tap();
  await b.page.waitForURL('**/demande');
  await b.page.getByRole('heading', { name: 'Demandes', level: 1 }).waitFor();
  expect(await barre.getByRole('link', { name: /^Demandes/ }).getAttribute('aria-current')).toBe('page');

  await barre.getByRole('link', { name: 'Tableau des congés' }).tap();
  await b.page.waitForURL('**/tableau-des-conges');
  await capture(b.page, 'tableau-des-conges-telephone');
  expect(await largeurDePage(b.page)).toBeLessThanOrEqual(TELEPHONE.width);

  await barre.getByRole('link', { name: 'Mon planning' }).tap();
  await b.page.waitForURL('**/planning');
  expect(await violationsGraves(b.page, 'Barre de navigation')).toEqual([]);
});

it('opens a head of service on what needs them, on a desktop', async () => {
  await loginAs(b.page, 'chef@demo.test');
  await b.page.waitForURL('**/planning');
  const panneau = b.page.getByRole('region', { name: 'Ce qui vous attend' });
  await panneau.waitFor();
  for (const titre of ['À valider', 'Absents', 'À remplacer dans les 14 jours']) {
    await panneau.getByRole('heading', { name: titre, exact: true }).waitFor();
  }
  await panneau.getByTestId('a-valider').waitFor();
  expect(await panneau.getByRole('heading', { name: 'Export de paye' }).count()).toBe(0);
  expect(await b.page.getByRole('navigation', { name: 'Navigation principale' }).count()).toBe(0);
  await b.page.getByRole('region', { name: 'Ma journée' }).waitFor();
  await b.page.waitForLoadState('networkidle');
  await capture(b.page, 'accueil-chef-bureau');
  expect(await violationsGraves(b.page, 'Panneau du chef de service')).toEqual([]);
});

it("opens the accountant on the establishment they keep the books of, with last month's export", async () => {
  await loginAs(b.page, 'comptable@demo.test');
  await b.page.waitForURL('**/planning');
  const panneau = b.page.getByRole('region', { name: 'Ce qui vous attend' });
  await panneau.getByRole('button', { name: /^Exporter / }).waitFor();
  expect(await b.page.getByRole('combobox', { name: 'Établissement sélectionné' }).textContent()).toContain('Cèdres');
  await capture(b.page, 'accueil-comptable-bureau');
});
