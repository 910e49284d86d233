import { ajouterJours, type FicheDePresence, lundiDeLaSemaineDe, type Service, semaineDe } from '@roulement/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { loginAs, useBrowser } from '../../support/browser';
import { ETABLISSEMENT, poserConges } from '../../support/employes';
import { aujourdhuiAParis } from '../../support/pickers';
import { creerServicePlanifie } from '../../support/planning';

const b = useBrowser();

/** « Mercredi 4 mars 2026 », as the sheet writes a day. */
function jourEnFrancais(iso: string): string {
  const texte = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
  return texte.charAt(0).toUpperCase() + texte.slice(1);
}

const groupe = (page: Page, nom: 'Présents' | 'Abscents') => page.getByRole('region', { name: nom });
const compte = async (page: Page, nom: 'Présents' | 'Abscents') => {
  const titre = await groupe(page, nom).getByRole('heading').textContent();
  return Number(/\((\d+)\)/.exec(titre ?? '')?.[1]);
};

it('shows the day’s Présents and Abscents, moves someone on leave to Abscents, and moves by day', async () => {
  const aujourdhui = aujourdhuiAParis();
  // A service of its own, published this week: three members, so that one of them works today.
  const { serviceId } = await creerServicePlanifie(b.baseURL, {
    nom: `Présences ${Date.now()}`,
    nbMembres: 3,
    nbSemaines: 1,
    semaine: semaineDe(aujourdhui),
  });
  const rh = await apiLogin(b.baseURL, 'rh@demo.test');
  const service = await getJson<Service>(b.baseURL, `/api/service/${serviceId}`, rh);
  const sesEmployes = new Set(service.membres.map((m) => m.employe.employeId));
  const fiche = await getJson<FicheDePresence>(
    b.baseURL,
    `/api/etablissement/${ETABLISSEMENT}/ficheDePresence?dateDeProspection=${aujourdhui}`,
    rh,
  );
  const travailleur = fiche.employesPresents.find((p) => sesEmployes.has(p.employeId));
  if (!travailleur) throw new Error('Aucun membre du service ne travaille aujourd’hui');

  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('link', { name: 'Tableau des congés', exact: true }).click();
  await b.page.waitForURL('**/tableau-des-conges');
  const date = b.page.getByTestId('fiche-de-presence-date');
  expect(await date.textContent()).toBe(jourEnFrancais(aujourdhui));
  await groupe(b.page, 'Présents').getByRole('heading').waitFor();
  const presents = await compte(b.page, 'Présents');
  const absents = await compte(b.page, 'Abscents');
  expect(presents).toBe(fiche.employesPresents.length);
  expect(presents).toBeGreaterThan(0);

  // Sick today: they move from Présents to Abscents, with the leave type.
  await poserConges(b.baseURL, travailleur.employeId, 4, aujourdhui, aujourdhui);
  await b.page.reload();
  await groupe(b.page, 'Abscents').getByRole('heading').waitFor();
  expect(await compte(b.page, 'Présents')).toBe(presents - 1);
  expect(await compte(b.page, 'Abscents')).toBe(absents + 1);
  const malade = groupe(b.page, 'Abscents')
    .getByRole('listitem')
    .filter({ hasText: travailleur.nomComplet })
    .filter({ hasText: 'Maladie' });
  expect(await malade.count()).toBe(1);

  // The next day: its own date and lists (the leave was for today only); back again.
  await b.page.getByRole('button', { name: 'Jour suivant' }).click();
  await expect.poll(() => date.textContent()).toBe(jourEnFrancais(ajouterJours(aujourdhui, 1)));
  await expect.poll(() => malade.count()).toBe(0);
  await groupe(b.page, 'Abscents').getByRole('heading').waitFor();
  await b.page.getByRole('button', { name: 'Jour précédent' }).click();
  await expect.poll(() => date.textContent()).toBe(jourEnFrancais(aujourdhui));
  await expect.poll(() => malade.count()).toBe(1);
});

it('lists Foyer Les Cèdres staff among the Présents of a Saturday: the demo home is staffed every day', async () => {
  const aujourdhui = aujourdhuiAParis();
  const samedi = ajouterJours(lundiDeLaSemaineDe(aujourdhui), 5);
  const rh = await apiLogin(b.baseURL, 'rh@demo.test');
  const cedres = await getJson<Service>(b.baseURL, '/api/service/1', rh);
  expect(cedres.nom).toBe('Foyer Les Cèdres');
  const noms = new Set(cedres.membres.map((m) => m.employe.nomComplet));

  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('link', { name: 'Tableau des congés', exact: true }).click();
  await b.page.waitForURL('**/tableau-des-conges');
  const date = b.page.getByTestId('fiche-de-presence-date');
  // From today to this week's Saturday (today itself on a Saturday, back on a Sunday).
  const ecart = (Date.parse(samedi) - Date.parse(aujourdhui)) / 86_400_000;
  for (let i = 0; i < Math.abs(ecart); i++) {
    await b.page.getByRole('button', { name: ecart > 0 ? 'Jour suivant' : 'Jour précédent' }).click();
  }
  await expect.poll(() => date.textContent()).toBe(jourEnFrancais(samedi));
  await groupe(b.page, 'Présents').getByRole('heading').waitFor();
  await expect.poll(() => compte(b.page, 'Présents')).toBeGreaterThan(0);
  const presents = await groupe(b.page, 'Présents').getByRole('listitem').allTextContents();
  expect(presents.filter((p) => [...noms].some((n) => p.includes(n))).length).toBeGreaterThan(0);
});
