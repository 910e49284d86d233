import type { ServiceResume } from '@roulement/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';
import {
  compteDemo,
  creneauxDemandables,
  demanderConges,
  demanderHeuresSupp,
  demanderRecuperation,
  semaineDans,
} from '../../support/demandes';
import { createEmploye } from '../../support/employes';

const b = useBrowser();

/** Opens a screen and waits until its data has arrived (no request left, no progress bar). */
async function ouvrir(page: Page, chemin: string) {
  await page.goto(chemin);
  await attendre(page);
}

async function attendre(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
}

async function connecter(page: Page, email: string) {
  await loginAs(page, email);
  await page.waitForURL('**/planning');
  await attendre(page);
}

/** The demo's service « Foyer Les Cèdres » (establishment 14), with its published template. */
async function serviceDeDemo(): Promise<number> {
  const authorization = await apiLogin(b.baseURL, 'rh@demo.test');
  const services = await getJson<ServiceResume[]>(b.baseURL, '/api/service/search/?_search=C%C3%A8dres', authorization);
  const service = services[0];
  if (!service) throw new Error('le service de démonstration « Foyer Les Cèdres » est absent');
  return service.serviceId;
}

it('finds no serious or critical axe violation on the sign-in and registration screens', async () => {
  const violations: string[] = [];
  await ouvrir(b.page, '/');
  violations.push(...(await violationsGraves(b.page, 'Connexion')));
  await connecter(b.page, 'admin@demo.test');
  await ouvrir(b.page, '/register');
  violations.push(...(await violationsGraves(b.page, 'Inscription')));
  expect(violations).toEqual([]);
});

/** Axe on many screens of a shared 2-core machine: more time than one screen's test. */
const LONG = 150_000;

type Visite = (verifier: (ecran: string) => Promise<void>) => Promise<void>;

/** Signs in, then checks each screen the visit opens. */
async function verifierEnTantQue(email: string, visite: Visite) {
  const violations: string[] = [];
  await connecter(b.page, email);
  await visite(async (ecran) => {
    violations.push(...(await violationsGraves(b.page, ecran)));
  });
  expect(violations).toEqual([]);
}

/** As the establishment's administrator. */
const verifierEnTantQueRh = (visite: Visite) => verifierEnTantQue('rh@demo.test', visite);

it('finds no serious or critical axe violation on Mon planning, the profile and the employees', {
  timeout: LONG,
}, async () => {
  const { employeId } = await createEmploye(b.baseURL, 'Axelle');
  await verifierEnTantQueRh(async (verifier) => {
    await verifier('Mon planning');
    for (const [ecran, chemin] of [
      ['Profil', '/profil/informations'],
      ['Soldes du profil', '/profil/soldes'],
      ['Employés', '/employes'],
      ['Fiche employé', `/employes/${employeId}`],
      ['Contrats de l’employé', `/employes/${employeId}/contrat`],
      ['Déclaration d’un employé', '/employes/create'],
    ] as const) {
      await ouvrir(b.page, chemin);
      await verifier(ecran);
    }
  });
});

it('finds no serious or critical axe violation on the services, a service and its planning', {
  timeout: LONG,
}, async () => {
  const serviceId = await serviceDeDemo();
  await verifierEnTantQueRh(async (verifier) => {
    await ouvrir(b.page, '/services');
    await verifier('Services');
    await ouvrir(b.page, '/tableau-des-conges');
    await b.page.getByRole('table').waitFor();
    await verifier('Tableau des congés');
    await ouvrir(b.page, `/services/${serviceId}`);
    const onglets = b.page.getByRole('tab');
    for (let i = 0; i < (await onglets.count()); i += 1) {
      const onglet = onglets.nth(i);
      await onglet.click();
      await attendre(b.page);
      await verifier(`Service, onglet ${await onglet.textContent()}`);
    }
    await ouvrir(b.page, `/services/${serviceId}/planning`);
    await verifier('Planning du service');
  });
});

it('finds no serious or critical axe violation in the template editor', { timeout: LONG }, async () => {
  const serviceId = await serviceDeDemo();
  await verifierEnTantQueRh(async (verifier) => {
    await ouvrir(b.page, `/services/${serviceId}/modelePlanning`);
    await verifier('Modèle de planning');
    await b.page.getByRole('button', { name: 'Modifier' }).click();
    await b.page.getByRole('heading', { name: 'Semaine 1' }).first().waitFor();
    await verifier('Modèle de planning en édition');
  });
});

it('finds no serious or critical axe violation on the requests, each type of request and the delegations', {
  timeout: LONG,
}, async () => {
  // One request of each type from salarie@demo.test, on days no other spec reads.
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const creneaux = (await creneauxDemandables(b.baseURL, salarie, semaineDans(8), 'demanderConges')).filter(
    (c) => c.heureFin.valeur <= 1380,
  );
  const jours = [...new Set(creneaux.map((c) => c.date))];
  const duJour = (i: number) => creneaux.find((c) => c.date === jours[i])!;
  const conges = await demanderConges(b.baseURL, salarie, jours[0]!, jours[0]!);
  const heuresSupp = await demanderHeuresSupp(b.baseURL, salarie, duJour(1));
  const recuperation = await demanderRecuperation(b.baseURL, salarie, duJour(2));
  // Their validator: the head of their service sees the decision buttons and the impact.
  await verifierEnTantQue('chef@demo.test', async (verifier) => {
    for (const [ecran, chemin] of [
      ['Demandes', '/demande'],
      ['Demande de congés', `/demande/${conges}/conges`],
      ["Demande d'heures complémentaires", `/demande/${heuresSupp}/heures-supp`],
      ['Demande de récupération', `/demande/${recuperation}/recuperation`],
      ['Délégations', '/profil/delegations'],
    ] as const) {
      await ouvrir(b.page, chemin);
      await verifier(ecran);
    }
  });
});
