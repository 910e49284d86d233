import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();

/** Issue 10: an iPhone-sized screen. */
const TELEPHONE = { width: 390, height: 844 };
/** Set to a folder to keep a picture of each screen, to look at the layout by eye. */
const CAPTURES = process.env.CAPTURES_TELEPHONE;

async function capture(page: Page, nom: string) {
  if (CAPTURES) await page.screenshot({ path: `${CAPTURES}/${nom}.png` });
}

const largeurDePage = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function signInOnPhone() {
  await b.page.setViewportSize(TELEPHONE);
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('heading', { name: 'Mon planning', level: 1 }).waitFor();
}

it('collapses the header into a menu that opens on the links, Demandes, help and the profile', async () => {
  await signInOnPhone();
  const menu = b.page.getByRole('button', { name: 'Ouvrir le menu' });
  expect(await menu.isVisible()).toBe(true);
  expect(await b.page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(false);
  // Mon planning stays under the thumb in the bottom navigation (issue 25), not in the header.
  expect(await b.page.getByRole('banner').getByRole('link', { name: 'Mon Planning' }).isVisible()).toBe(false);

  await menu.click();
  const nav = b.page.getByRole('navigation', { name: 'Menu principal' });
  await nav.waitFor();
  for (const name of ['Établissement', 'Tableau des congés', 'Services', 'Usagers']) {
    expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
  }
  const tiroir = b.page.getByRole('dialog', { name: 'Menu' });
  for (const name of [/^Demandes/, /^Mon Planning$/, /^Aide$/, /^Mon profil$/]) {
    expect(await tiroir.getByRole('link', { name }).isVisible(), String(name)).toBe(true);
  }
  expect(await b.page.getByRole('combobox', { name: 'Établissement sélectionné' }).isVisible()).toBe(true);
  await capture(b.page, 'menu-ouvert');
  expect(await violationsGraves(b.page, 'Menu du téléphone')).toEqual([]);

  await tiroir.getByRole('link', { name: /^Demandes/ }).click();
  await b.page.waitForURL('**/demande');
  await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
});

it('shows Mon planning without a horizontal scroll', async () => {
  await signInOnPhone();
  await b.page.getByTestId('creneau').first().waitFor();
  await capture(b.page, 'mon-planning');
  expect(await largeurDePage(b.page)).toBeLessThanOrEqual(TELEPHONE.width);
  await b.page.getByRole('button', { name: 'Semaine suivante' }).click();
  await b.page.waitForURL(/semaine=/);
  expect(await largeurDePage(b.page)).toBeLessThanOrEqual(TELEPHONE.width);
});

it('shows the requests page without a horizontal scroll', async () => {
  await signInOnPhone();
  await b.page.goto('/demande');
  await b.page.getByRole('heading', { name: 'Demandes', level: 1 }).waitFor();
  await capture(b.page, 'demandes');
  expect(await largeurDePage(b.page)).toBeLessThanOrEqual(TELEPHONE.width);
});

it('opens dialogs full screen', async () => {
  await signInOnPhone();
  await b.page.goto('/profil/informations');
  await b.page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const dialog = b.page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(TELEPHONE.width);
  expect((await dialog.boundingBox())?.height).toBe(TELEPHONE.height);
  await capture(b.page, 'dialogue');
  expect(await largeurDePage(b.page)).toBeLessThanOrEqual(TELEPHONE.width);
});
