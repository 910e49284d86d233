import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ajouterJours, decalerMois, lundiDeLaSemaineDe, MOIS_FR, periodeDuMois, semaineDe } from '@roulement/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';
import { createEmploye, poserConges } from '../../support/employes';
import { aujourdhuiAParis } from '../../support/pickers';

const b = useBrowser();

const majuscule = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const titre = (m: { annee: number; mois: number }) => majuscule(`${MOIS_FR[m.mois - 1]} ${m.annee}`);

/** The days of this month in Paris: its working days (no weekend, no holiday) and its first Saturday. */
async function joursDuMois() {
  const [annee, mois] = aujourdhuiAParis().split('-').map(Number) as [number, number];
  const authorization = await apiLogin(b.baseURL, 'rh@demo.test');
  const feries = new Set(
    (await getJson<{ date: string }[]>(b.baseURL, `/api/calendrier/joursFeries?_annee=${annee}`, authorization)).map(
      (f) => f.date,
    ),
  );
  const { dateDebut, dateFin } = periodeDuMois(annee, mois);
  const jours: string[] = [];
  for (let j = 1; j <= Number(dateFin.slice(8)); j++)
    jours.push(`${dateDebut.slice(0, 8)}${String(j).padStart(2, '0')}`);
  const jourSemaine = (d: string) => new Date(`${d}T12:00:00Z`).getUTCDay();
  return {
    mois: { annee, mois },
    ouvres: jours.filter((d) => jourSemaine(d) % 6 !== 0 && !feries.has(d)),
    samedi: jours.find((d) => jourSemaine(d) === 6)!,
  };
}

const cellule = (page: Page, nom: string, date: string) =>
  page.getByRole('row', { name: new RegExp(nom) }).locator(`td[data-date="${date}"]`);

it('shows the month of the establishment with a half day, two leaves on one day, the shaded days, the legend and the PDF', {
  timeout: 120_000,
}, async () => {
  const { mois, ouvres, samedi } = await joursDuMois();
  const tabea = await createEmploye(b.baseURL, 'Tabea');
  const [demi, deux] = ouvres as [string, string];
  await poserConges(b.baseURL, tabea.employeId, 7, demi, demi, 1);
  await poserConges(b.baseURL, tabea.employeId, 5, deux, deux);
  await poserConges(b.baseURL, tabea.employeId, 4, deux, deux);

  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/tableau-des-conges');
  await b.page.getByRole('heading', { name: titre(mois) }).waitFor();
  // A morning off: the left half only.
  await expect.poll(() => cellule(b.page, tabea.nomComplet, demi).getAttribute('title')).toBe('DJ matin');
  expect(await cellule(b.page, tabea.nomComplet, demi).getAttribute('data-apres-midi')).toBeNull();
  // Exceptional leave and sick leave on one day: two colours.
  expect(await cellule(b.page, tabea.nomComplet, deux).getAttribute('title')).toBe('CE matin, MAL après-midi');
  const couleurs = await cellule(b.page, tabea.nomComplet, deux)
    .locator('.moitie')
    .evaluateAll((moities) => moities.map((m) => getComputedStyle(m).backgroundColor));
  expect(couleurs).toEqual(['rgb(251, 140, 0)', 'rgb(229, 57, 53)']);
  // Weekends shaded.
  const fond = await cellule(b.page, tabea.nomComplet, samedi).evaluate((td) => getComputedStyle(td).backgroundColor);
  expect(fond).toBe('rgb(224, 224, 224)');
  const legende = b.page.getByRole('list', { name: 'Légende' });
  await legende.getByText('MAL — Maladie').waitFor();
  await legende.getByText('Week-end ou jour férié').waitFor();

  // Print: a real A4-landscape PDF named month-year, 16 employees a page, the legend on each.
  const lignes = await b.page.locator('table tbody tr').count();
  const [telechargement] = await Promise.all([
    b.page.waitForEvent('download'),
    b.page.getByRole('button', { name: 'Imprimer en PDF' }).click(),
  ]);
  expect(telechargement.suggestedFilename()).toBe(`${MOIS_FR[mois.mois - 1]}-${mois.annee}.pdf`);
  const fichier = join(mkdtempSync(join(tmpdir(), 'apercu-')), 'tableau.pdf');
  await telechargement.saveAs(fichier);
  const info = execFileSync('pdfinfo', [fichier], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  expect(pages).toBe(Math.ceil(lignes / 16));
  expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
  const texte = execFileSync('pdftotext', ['-layout', fichier, '-'], { encoding: 'utf8' });
  expect(texte).toContain(tabea.nomComplet);
  expect(texte).toContain(`Tableau des congés — ${MOIS_FR[mois.mois - 1]} ${mois.annee}`);
  for (let p = 1; p <= pages; p++) {
    const page = execFileSync('pdftotext', ['-f', String(p), '-l', String(p), fichier, '-'], { encoding: 'utf8' });
    expect(page).toContain('Maladie');
    expect(page).toContain('Week-end ou jour férié');
  }
});

it('moves from month to month', { timeout: 60_000 }, async () => {
  const { mois } = await joursDuMois();
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/tableau-des-conges');
  await b.page.getByRole('heading', { name: titre(mois) }).waitFor();
  await b.page.getByRole('button', { name: 'Mois suivant' }).click();
  const suivant = decalerMois(mois, 1);
  await b.page.getByRole('heading', { name: titre(suivant) }).waitFor();
  // The grid follows once the month is fetched: its first column is the 1st of the next month.
  await b.page.locator(`th[data-date="${periodeDuMois(suivant.annee, suivant.mois).dateDebut}"]`).waitFor();
  await b.page.getByRole('button', { name: 'Mois précédent' }).click();
  await b.page.getByRole('button', { name: 'Mois précédent' }).click();
  const precedent = decalerMois(mois, -1);
  await b.page.getByRole('heading', { name: titre(precedent) }).waitFor();
  await b.page.locator(`th[data-date="${periodeDuMois(precedent.annee, precedent.mois).dateFin}"]`).waitFor();
});

it('shows 13 weeks from this one in its tab, scrolling inside its box with the names held, on a phone too', {
  timeout: 90_000,
}, async () => {
  const lundi = lundiDeLaSemaineDe(aujourdhuiAParis());
  // A working day about five weeks ahead: inside the 13 weeks, in a month the monthly grid may not show.
  const authorization = await apiLogin(b.baseURL, 'rh@demo.test');
  const feries = new Set<string>();
  for (const annee of new Set([lundi.slice(0, 4), ajouterJours(lundi, 90).slice(0, 4)]))
    for (const f of await getJson<{ date: string }[]>(
      b.baseURL,
      `/api/calendrier/joursFeries?_annee=${annee}`,
      authorization,
    ))
      feries.add(f.date);
  let jour = ajouterJours(lundi, 37);
  while (feries.has(jour) || new Date(`${jour}T12:00:00Z`).getUTCDay() % 6 === 0) jour = ajouterJours(jour, 1);
  const tilda = await createEmploye(b.baseURL, 'Tilda');
  await poserConges(b.baseURL, tilda.employeId, 5, jour, jour);

  await b.page.setViewportSize({ width: 390, height: 844 });
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/tableau-des-conges');
  await b.page.getByRole('tab', { name: '13 semaines' }).click();
  await b.page.waitForURL('**/tableau-des-conges?vue=semaines');
  await expect.poll(() => cellule(b.page, tilda.nomComplet, jour).getAttribute('title')).toBe('CE');
  const { semaine } = semaineDe(lundi);
  await b.page.getByRole('columnheader', { name: `S${semaine}`, exact: true }).waitFor();
  expect(await b.page.locator('th[scope="colgroup"]').count()).toBe(13);
  expect(await violationsGraves(b.page, 'Tableau des congés, 13 semaines')).toEqual([]);
  expect(await b.page.locator(`th[data-date="${lundi}"]`).count()).toBe(1);
  expect(await b.page.locator(`th[data-date="${ajouterJours(lundi, 90)}"]`).count()).toBe(1);

  // The page never scrolls sideways; the grid does, in its box, and the names stay in view.
  const largeurs = await b.page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(largeurs[0]).toBeLessThanOrEqual(largeurs[1]!);
  const grille = b.page.getByRole('region', { name: /^Congés — Semaines/ });
  const nom = b.page.getByRole('rowheader', { name: tilda.nomComplet });
  const avant = (await nom.boundingBox())!.x;
  await grille.evaluate((el) => el.scrollTo({ left: 800 }));
  await expect.poll(() => grille.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // Within a pixel: the collapsed borders put the sticky cell half a pixel off once scrolled.
  expect(Math.abs((await nom.boundingBox())!.x - avant)).toBeLessThan(1);

  await b.page.getByRole('button', { name: '13 semaines suivantes' }).click();
  await b.page.locator(`th[data-date="${ajouterJours(lundi, 91)}"]`).waitFor();
  await b.page.getByRole('tab', { name: 'Mois' }).click();
  await b.page.waitForURL('**/tableau-des-conges');
});
