import {
  ajouterJours,
  lundiDeLaSemaineDe,
  numeroSemaine,
  type PlanningUtilisateur,
  semaineDe,
  TYPES_CRENEAU_EFFECTIFS,
} from '@roulement/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { loginAs, useBrowser } from '../../support/browser';
import { aujourdhuiAParis, dateFr } from '../../support/pickers';

const b = useBrowser();

const JOURS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const region = (page: Page, date: string, i: number) =>
  page.getByRole('region', { name: `${JOURS[i]} ${dateFr(date).slice(0, 5)}` });

/** salarie@demo.test's week through the API, as Mon planning reads it. */
async function semaineDuSalarie(lundi: string): Promise<PlanningUtilisateur> {
  const authorization = await apiLogin(b.baseURL, 'salarie@demo.test');
  const moi = await getJson<{ utilisateurId: number }>(
    b.baseURL,
    '/api/utilisateur/email?_search=salarie%40demo.test',
    authorization,
  );
  const s = semaineDe(lundi);
  return getJson<PlanningUtilisateur>(
    b.baseURL,
    `/api/creneau/utilisateur/${moi.utilisateurId}?_annee=${s.annee}&_semaine=${s.semaine}`,
    authorization,
  );
}

it('lands salarie@demo.test on their week of slots, then moves to the next week', async () => {
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('heading', { name: 'Mon planning' }).waitFor();

  // The demo publishes a rotation for their service, Foyer Les Cèdres.
  const creneaux = b.page.getByTestId('creneau');
  await creneaux.first().waitFor();
  expect(await creneaux.count()).toBeGreaterThan(0);
  expect(await creneaux.first().textContent()).toMatch(/\d{2}:\d{2} – \d{2}:\d{2}/);
  expect(await b.page.getByText('Foyer Les Cèdres').count()).toBeGreaterThan(0);

  const titre = b.page.getByTestId('titre-semaine');
  const avant = await titre.textContent();
  expect(avant).toMatch(/^Semaine \d+ — du lun\. \d{2}\/\d{2} au dim\. \d{2}\/\d{2}\/\d{4}$/);

  await b.page.getByRole('button', { name: 'Semaine suivante' }).click();
  await b.page.waitForURL(/\/planning\?semaine=\d{2}-\d{4}$/);
  await expect.poll(() => titre.textContent()).not.toBe(avant);

  // The week is in the URL: a reload keeps it.
  const url = b.page.url();
  await b.page.reload();
  await expect.poll(() => titre.textContent()).not.toBe(avant);
  expect(b.page.url()).toBe(url);
  await b.page.getByRole('button', { name: 'Cette semaine' }).click();
  await expect.poll(() => titre.textContent()).toBe(avant);
});

it('shows salarie@demo.test’s paid leave in five weeks as leave, not « Travail », and leaves it out of the total', async () => {
  // The demo gives them paid leave from Monday to Friday, five weeks from now (demo-conges.ts).
  const lundi = ajouterJours(lundiDeLaSemaineDe(aujourdhuiAParis()), 35);
  const planning = await semaineDuSalarie(lundi);
  const conges = Array.from({ length: 5 }, (_, i) => ajouterJours(lundi, i));
  const travailles = planning.creneaux.filter((c) => !conges.includes(c.date));
  const heures = travailles
    .filter((c) => TYPES_CRENEAU_EFFECTIFS.includes(c.type))
    .reduce((t, c) => t + c.heureFin.valeur - c.heureDebut.valeur, 0);
  expect(planning.creneaux.filter((c) => conges.includes(c.date)).length).toBeGreaterThan(0);

  await loginAs(b.page, 'salarie@demo.test', undefined, `/planning?semaine=${numeroSemaine(semaineDe(lundi))}`);
  for (const [i, date] of conges.entries()) {
    const jour = region(b.page, date, i);
    await jour.getByTestId('conges').first().waitFor();
    expect(await jour.getByTestId('conges').first().textContent()).toBe('Congés payés');
    expect(await jour.getByText('Travail', { exact: true }).count()).toBe(0);
  }
  const total = `${(heures / 60).toFixed(2).replace('.', ',')} h`;
  expect(await b.page.getByText('Total de la semaine').textContent()).toBe(`Total de la semaine : ${total}`);
});

it('shows a night of salarie@demo.test as one card, from the evening to the next morning', async () => {
  // Their rotation has nights in two of its four weeks: the first of the coming weeks with one.
  let trouve: { lundi: string; date: string } | undefined;
  for (let w = 0; w < 4 && !trouve; w++) {
    const lundi = ajouterJours(lundiDeLaSemaineDe(aujourdhuiAParis()), 7 * w);
    const planning = await semaineDuSalarie(lundi);
    const nuit = planning.creneaux.find(
      (c) =>
        c.heureDebut.valeur === 1275 &&
        c.heureFin.valeur === 1440 &&
        planning.creneaux.some((n) => n.date === ajouterJours(c.date, 1) && n.heureDebut.valeur === 0),
    );
    if (nuit) trouve = { lundi, date: nuit.date };
  }
  if (!trouve) throw new Error('Aucune nuit de salarie@demo.test dans les quatre semaines à venir');
  const { lundi, date } = trouve;
  await loginAs(b.page, 'salarie@demo.test', undefined, `/planning?semaine=${numeroSemaine(semaineDe(lundi))}`);
  const i = (Date.parse(date) - Date.parse(lundi)) / 86_400_000;
  const jour = region(b.page, date, i);
  await jour.getByTestId('creneau').first().waitFor();
  expect(await jour.getByTestId('creneau').allTextContents()).toContainEqual(expect.stringMatching(/^21:15 → 07:15/));
  expect(await b.page.getByText(/00:00 – 07:15/).count()).toBe(0);
});
