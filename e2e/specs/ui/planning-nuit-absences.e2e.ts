import { decalerSemaine, numeroSemaine, type PlanningSemaine, type Semaine, semaineDe } from '@roulement/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { loginAs, useBrowser } from '../../support/browser';
import { iso } from '../../support/pickers';

/** Issue 25: the service planning draws a night where it is and says why a member is absent. */
const b = useBrowser();
/** Foyer Les Cèdres, service 1 of the demo, headed by chef@demo.test. */
const FOYER = 1;
/** Set to a folder to keep a picture of each size, to look at the layout by eye. */
const CAPTURES = process.env.CAPTURES_TELEPHONE;
const PIXELS_PAR_MINUTE = 12 / 15;

const sansDebordement = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

it('draws a night 21:15 → 24:00 whole, and tells the leave type on an absent member’s slot, at 1440 and 390 px', async () => {
  const authorization = await apiLogin(b.baseURL, 'chef@demo.test');
  let trouve: { semaine: Semaine; planning: PlanningSemaine } | undefined;
  for (let w = 0; w < 4 && !trouve; w++) {
    const semaine = decalerSemaine(semaineDe(iso(new Date())), w);
    const planning = await getJson<PlanningSemaine>(
      b.baseURL,
      `/api/creneau/service/${FOYER}/semaine?_annee=${semaine.annee}&_semaine=${semaine.semaine}`,
      authorization,
    );
    const nuit = planning.creneaux.some((c) => c.heureDebut.valeur === 1275 && c.heureFin.valeur === 1440);
    if (nuit && planning.creneaux.some((c) => c.indisponible)) trouve = { semaine, planning };
  }
  if (!trouve) throw new Error('Aucune semaine du Foyer avec une nuit et une absence dans les quatre à venir');
  const { semaine, planning } = trouve;
  const nuit = planning.creneaux.find((c) => c.heureDebut.valeur === 1275 && c.heureFin.valeur === 1440)!;
  const absent = planning.creneaux.find((c) => c.indisponible)!;
  const motif = planning.absences.find((a) => a.membreId === absent.membreId && a.date === absent.date)?.motif;
  expect(motif).toBeTruthy();

  await b.page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(b.page, 'chef@demo.test', undefined, `/services/${FOYER}/planning/${numeroSemaine(semaine)}`);
  const bloc = b.page.locator(`[data-creneau-id="${nuit.creneauId}"]`);
  await bloc.waitFor();
  // Before issue 25 the day axis stopped at 23:00 and cut this slot to 1 h 45.
  expect((await bloc.boundingBox())?.height).toBeCloseTo((1440 - 1275) * PIXELS_PAR_MINUTE, 0);
  expect(await sansDebordement(b.page)).toBe(true);
  const creneauAbsent = b.page.locator(`[data-creneau-id="${absent.creneauId}"]`).first();
  expect(await creneauAbsent.getAttribute('aria-label')).toContain(`absent(e) : ${motif}`);
  await creneauAbsent.click();
  await b.page.getByRole('menu').getByText(`Absent(e) : ${motif}`).waitFor();
  if (CAPTURES) await b.page.screenshot({ path: `${CAPTURES}/planning-nuit-absence-1440.png` });
  await b.page.keyboard.press('Escape');
  await enTetesEnVue(b.page);

  await b.page.setViewportSize({ width: 390, height: 844 });
  const jour = (Date.parse(nuit.date) - Date.parse(planning.semaine.dateDebut)) / 86_400_000;
  await b.page.getByRole('combobox', { name: 'Jour' }).click();
  await b.page.getByRole('option').nth(jour).click();
  await bloc.waitFor();
  expect((await bloc.boundingBox())?.height).toBeCloseTo((1440 - 1275) * PIXELS_PAR_MINUTE, 0);
  expect(await sansDebordement(b.page)).toBe(true);
  if (CAPTURES) await b.page.screenshot({ path: `${CAPTURES}/planning-nuit-absence-390.png`, fullPage: true });
  await enTetesEnVue(b.page);
});

/** Scrolled down and sideways in its box, the grid keeps its days and names at its top. */
async function enTetesEnVue(page: Page) {
  const grille = page.getByRole('region', { name: 'Grille du planning' });
  await grille.evaluate((el) => {
    el.scrollTop = 400;
    el.scrollLeft = 100;
  });
  const boite = (await grille.boundingBox())!;
  const nom = page.locator('[data-membre-id]').first();
  await expect.poll(async () => (await nom.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(boite.y);
  expect((await nom.boundingBox())!.y).toBeLessThan(boite.y + 200);
  expect(await grille.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
}
