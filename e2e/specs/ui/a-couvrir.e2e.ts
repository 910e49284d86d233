import type { Demande, Validation } from '@roulement/contract';
import { expect, it } from 'vitest';
import { apiLogin, getJson, sendJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';
import { compteDemo, creneauxDemandables, demanderConges, semaineDans } from '../../support/demandes';

const b = useBrowser();
const TELEPHONE = { width: 390, height: 844 };
/** Set to a folder to keep a picture of each screen. */
const CAPTURES = process.env.CAPTURES_A_COUVRIR;

function validationADonner(validations: Validation[]): Validation | undefined {
  for (const v of validations) {
    if (v.accepte === null && v.abilities.valider) return v;
    const sous = validationADonner(v.sousValidations);
    if (sous) return sous;
  }
  return undefined;
}

/** Every validator of the tree accepts, until the request is accepted and its leave written. */
async function accepter(demandeId: number) {
  for (let tour = 0; tour < 4; tour++) {
    for (const email of ['chef@demo.test', 'directeur@demo.test', 'rh@demo.test']) {
      const authorization = await apiLogin(b.baseURL, email);
      const demande = await getJson<Demande>(b.baseURL, `/api/demande/${demandeId}`, authorization);
      if (demande.statut.demandeStatutId === 2) return;
      const v = validationADonner(demande.validations);
      if (v) {
        await sendJson(
          b.baseURL,
          'PUT',
          `/api/demande/${demandeId}/validation/${v.validationId}/valider`,
          authorization,
          {},
        );
      }
    }
  }
  throw new Error(`demande ${demandeId} non acceptée`);
}

it('turns an accepted leave into slots to cover, with ranked candidates chosen by touch on a phone (issue 27)', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  let demandeId = 0;
  for (const n of [1, 2]) {
    const creneaux = await creneauxDemandables(b.baseURL, salarie, semaineDans(n), 'demanderConges');
    for (const date of new Set(creneaux.map((c) => c.date))) {
      demandeId = await demanderConges(b.baseURL, salarie, date, date).catch(() => 0);
      if (demandeId) break;
    }
    if (demandeId) break;
  }
  expect(demandeId).toBeGreaterThan(0);
  await accepter(demandeId);

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

  // The home's counters lead to « À couvrir ».
  const compteurs = page.getByRole('region', { name: 'Ce qui vous attend' }).getByTestId('compteurs-a-couvrir');
  await compteurs.waitFor();
  expect(await compteurs.textContent()).toMatch(/^[1-9]\d* créneaux?dont /);
  await page.getByRole('link', { name: 'Voir les créneaux à couvrir' }).tap();
  await page.waitForURL('**/a-couvrir');

  const liste = page.getByRole('list', { name: 'Créneaux à couvrir' });
  const lien = liste.locator('a').filter({ hasText: salarie.nomComplet }).first();
  await lien.waitFor();
  const href = await lien.getAttribute('href');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEPHONE.width);
  expect(await violationsGraves(page, 'À couvrir (téléphone)')).toEqual([]);
  if (CAPTURES) await page.screenshot({ path: `${CAPTURES}/a-couvrir-telephone.png`, fullPage: true });

  await lien.tap();
  await page.waitForURL(`**${href}`);
  const candidats = page.getByRole('list', { name: 'Candidats' });
  await candidats.waitFor();
  await candidats.getByText('Membres du service').waitFor();
  expect(await candidats.getByText(/repos de .+ (respecté|seulement)/).count()).toBeGreaterThan(0);
  expect(await candidats.getByText(/cette semaine/).count()).toBeGreaterThan(0);
  const choix = candidats.getByRole('checkbox', { disabled: false }).first();
  await choix.tap();
  await page.getByRole('region', { name: 'Candidats choisis' }).getByText('1 candidat choisi').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEPHONE.width);
  // The whole row is the touch target of the choice.
  const ligne = await candidats.locator('label').first().boundingBox();
  expect(ligne!.height).toBeGreaterThanOrEqual(44);
  expect(await violationsGraves(page, 'Candidats (téléphone)')).toEqual([]);
  if (CAPTURES) await page.screenshot({ path: `${CAPTURES}/candidats-telephone.png`, fullPage: true });
});
