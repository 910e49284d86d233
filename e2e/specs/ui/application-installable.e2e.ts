import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUCUNE_HEURE_DE_TRAVAIL, joursDeSemaine } from '@roulement/contract';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { violationsGraves } from '../../support/axe';
import { CHROMIUM_LAUNCH, loginAs, useBrowser } from '../../support/browser';
import { compteDemo, creneauxDeLaSemaine, semaineDans } from '../../support/demandes';
import { saisirDate, saisirHeure } from '../../support/pickers';

const b = useBrowser();

/** Issue 25: a phone held in the hand, with a touch screen. */
const TELEPHONE = {
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
let telephone: { context: BrowserContext; page: Page };

beforeEach(async () => {
  const context = await b.browser.newContext({ ...TELEPHONE, baseURL: b.baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  telephone = { context, page };
});

afterEach(async () => {
  await telephone.context.close();
});

const CLE_COPIE = /^roulement\.requetes\./;

/** What this user's copy kept on the device holds, or null when there is none. */
const copieGardee = (page: Page) =>
  page.evaluate((motif) => {
    const cle = Object.keys(localStorage).find((k) => new RegExp(motif).test(k));
    return cle ? localStorage.getItem(cle) : null;
  }, CLE_COPIE.source);

async function monPlanningEnLigne(page: Page) {
  await loginAs(page, 'salarie@demo.test');
  await page.waitForURL('**/planning');
  await page.getByTestId('creneau').first().waitFor();
  // The worker holds the app shell, and the three weeks are on the device (read after 3 s).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(async () => (await copieGardee(page))?.match(/"planning","utilisateur"/g)?.length ?? 0, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(3);
  await expect
    .poll(async () => (await copieGardee(page)) ?? '')
    .toMatch(/"a-valider"[\s\S]*"mes-demandes"|"mes-demandes"[\s\S]*"a-valider"/);
}

it('is installable: a French manifest that starts on Mon planning, with its icons', async () => {
  // A context of `newContext` is incognito, where Chromium installs nothing: a profile of its own.
  const profil = mkdtempSync(join(tmpdir(), 'roulement-pwa-'));
  const installable = await chromium.launchPersistentContext(profil, {
    ...CHROMIUM_LAUNCH,
    ...TELEPHONE,
    baseURL: b.baseURL,
  });
  try {
    const onglet = installable.pages()[0] ?? (await installable.newPage());
    await onglet.goto('/');
    await onglet.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await installable.newCDPSession(onglet);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await installable.close();
    rmSync(profil, { recursive: true, force: true });
  }

  const { page } = telephone;
  const reponse = await page.request.get('/manifest.webmanifest');
  expect(reponse.headers()['cache-control']).toBe('no-cache');
  const manifeste = await reponse.json();
  expect(manifeste).toMatchObject({
    name: 'Roulement',
    lang: 'fr',
    start_url: '/planning',
    display: 'standalone',
    theme_color: '#1565c0',
  });
  const icones = manifeste.icons as { src: string; sizes: string; purpose: string }[];
  expect(icones.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icone of icones) expect((await page.request.get(icone.src)).headers()['content-type']).toBe('image/png');
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

it('reloads Mon planning offline from the device, under the banner that dates it', async () => {
  const { page, context } = telephone;
  await monPlanningEnLigne(page);
  const creneauxEnLigne = await page.getByTestId('creneau').count();

  await context.setOffline(true);
  await page.reload();
  const bandeau = page.getByRole('status').filter({ hasText: /^Hors ligne/ });
  await bandeau.waitFor();
  expect(await bandeau.textContent()).toMatch(/^Hors ligne — données du \d{2}\/\d{2} à \d{2}:\d{2}$/);
  await page.getByTestId('creneau').first().waitFor();
  expect(await page.getByTestId('creneau').count()).toBe(creneauxEnLigne);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violationsGraves(page, 'Mon planning hors ligne')).toEqual([]);

  // The next week was read ahead: it opens without the server too.
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await page.waitForURL(/semaine=/);
  expect(await page.getByText(/cet écran a besoin du serveur/).count()).toBe(0);

  // The balances and the requests open offline too.
  const besoinDuServeur = page.getByText(/cet écran a besoin du serveur/);
  await page.goto('/profil/soldes');
  await page.getByText('Congés payés').first().waitFor();
  await page.goto('/demande');
  await page.getByRole('heading', { name: 'Demandes', level: 1 }).waitFor();
  await page.getByRole('tab').first().waitFor();
  expect(await besoinDuServeur.count()).toBe(0);
  expect(await violationsGraves(page, 'Demandes hors ligne')).toEqual([]);

  // A screen never kept says it needs the server and offers to try again, without a spinner.
  await page.goto('/profil/delegations');
  await page.getByText(/Hors ligne : cet écran a besoin du serveur/).waitFor();
  expect(await page.getByRole('button', { name: 'Réessayer' }).count()).toBeGreaterThan(0);
});

it('clears the copy kept on the device at logout, since phones are shared', async () => {
  const { page } = telephone;
  await monPlanningEnLigne(page);
  await page.goto('/profil/informations');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Connexion' }).waitFor();
  expect(await copieGardee(page)).toBeNull();
});

it('offers « Recharger » when a new version is deployed, and reloads on it only when asked', async () => {
  const { page } = telephone;
  await loginAs(page, 'salarie@demo.test');
  await page.getByTestId('creneau').first().waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const sw = 'apps/web/dist/sw.js';
  const deploye = readFileSync(sw, 'utf8');
  try {
    // First on the page of the first visit, which no worker controls yet, then on a controlled one.
    for (const version of ['2', '3']) {
      // A new deployment: the worker's bytes change, the browser installs it and it waits.
      writeFileSync(sw, `${deploye}\n// version ${version}\n`);
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await page.getByText('Nouvelle version disponible').waitFor({ timeout: 20_000 });
      expect(await violationsGraves(page, 'Nouvelle version disponible')).toEqual([]);
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Recharger' }).click()]);
      await page.getByTestId('creneau').first().waitFor();
      expect(await page.getByText('Nouvelle version disponible').count()).toBe(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    }
  } finally {
    writeFileSync(sw, deploye);
  }
});

it('offers « Réessayer » in a request dialog sent offline, and the same request goes through once online', async () => {
  const { page, context } = telephone;
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const s = semaineDans(7);
  const occupes = new Set((await creneauxDeLaSemaine(b.baseURL, salarie, s)).map((c) => c.date));
  const libre = joursDeSemaine(s).find((j) => !occupes.has(j));
  expect(libre).toBeTruthy();
  await loginAs(page, 'salarie@demo.test');
  await page.waitForURL('**/planning');
  await page.goto('/demande');
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  await page.getByRole('menuitem', { name: 'Récupération' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande de récupération' });
  await saisirDate(dialog, 'Du', libre!);
  await saisirHeure(dialog, 'Début', '0800');
  await saisirDate(dialog, 'Au', libre!);
  await saisirHeure(dialog, 'Fin', '1800');

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Évaluer' }).click();
  await dialog.getByText(/^Hors ligne : cette action a besoin du serveur/).waitFor();
  const reessayer = dialog.getByRole('button', { name: 'Réessayer' });
  await reessayer.waitFor();
  expect(await violationsGraves(page, 'Demande hors ligne')).toEqual([]);

  await context.setOffline(false);
  await reessayer.tap();
  await dialog.getByText(AUCUNE_HEURE_DE_TRAVAIL).waitFor();
  expect(await dialog.getByText(/^Hors ligne/).count()).toBe(0);
});
