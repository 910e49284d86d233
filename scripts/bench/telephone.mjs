// A phone's first load (issue 24): Mon planning signed in, in Chromium slowed down as Lighthouse
// slows a mid-range phone on 4G (decision 082), and the JavaScript the pages load, gzipped.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const PREMIER_AFFICHAGE_BUDGET_MS = 3000;
export const JS_AVANT_CONNEXION_BUDGET_KO = 250;
export const JS_MON_PLANNING_BUDGET_KO = 400;

/**
 * The network profiles of Chromium's DevTools, as Puppeteer's `PredefinedNetworkConditions` spell
 * them (decision 100). « Fast 4G » is the 4G the budget is measured on: 9 Mbit/s down, 1.5 up,
 * 60 ms of round trip scaled by 2.75. « Slow 4G » is only the old « Fast 3G » renamed (1.6 Mbit/s,
 * 562 ms of round trip): printed beside it, without a budget.
 */
export const RESEAUX = {
  '4G': {
    offline: false,
    latency: 60 * 2.75,
    downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
  },
  '4G lente (3G)': {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
  },
};
const RALENTISSEMENT_CPU = 4;

async function ralentir(page, reseau) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', reseau);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RALENTISSEMENT_CPU });
  return cdp;
}

/** The scripts a navigation fetches: their bytes gzipped here (level 6, as a server would). */
function compterLeJs(page) {
  const lus = [];
  const ecoute = (response) => {
    if (response.request().resourceType() !== 'script') return;
    lus.push(
      response
        .body()
        .then((corps) => ({
          brut: corps.length,
          gzip: gzipSync(corps, { level: 6 }).length,
          compresse: Boolean(response.headers()['content-encoding']),
        }))
        .catch(() => ({ brut: 0, gzip: 0, compresse: false })),
    );
  };
  page.on('response', ecoute);
  return async () => {
    page.off('response', ecoute);
    const fichiers = await Promise.all(lus);
    return {
      fichiers: fichiers.length,
      ko: fichiers.reduce((s, f) => s + f.gzip, 0) / 1024,
      koBruts: fichiers.reduce((s, f) => s + f.brut, 0) / 1024,
      serveurCompresse: fichiers.some((f) => f.compresse),
    };
  };
}

export async function mesurerTelephone(url, email, reseau = RESEAUX['4G']) {
  const navigateur = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const contexte = await navigateur.newContext({
      baseURL: url,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // A cold first load: no service worker answers from its cache.
      serviceWorkers: 'block',
    });
    const page = await contexte.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await ralentir(page, reseau);

    let fin = compterLeJs(page);
    await page.goto('/');
    await page.getByLabel(/e-mail/i).waitFor();
    await page.waitForLoadState('networkidle');
    const avantConnexion = await fin();

    // Signing in is not measured: the network and CPU go back to normal for it.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByLabel(/e-mail/i).fill(email);
    await page
      .getByLabel(/mot de passe/i)
      .first()
      .fill('Demo-2026!');
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.waitForURL((u) => u.pathname !== '/');
    await page.waitForLoadState('networkidle');

    await cdp.send('Network.emulateNetworkConditions', reseau);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RALENTISSEMENT_CPU });
    fin = compterLeJs(page);
    const debut = performance.now();
    await page.goto('/planning');
    await page.getByTestId('creneau').first().waitFor({ state: 'visible' });
    const creneauxVisiblesMs = performance.now() - debut;
    await page.waitForLoadState('networkidle');
    const monPlanning = await fin();
    return { creneauxVisiblesMs, avantConnexion, monPlanning };
  } finally {
    await navigateur.close();
  }
}
