import { mkdirSync } from 'node:fs';
import { AUCUNE_HEURE_DE_TRAVAIL, type Creneau, jourMois, joursDeSemaine, numeroSemaine } from '@roulement/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { loginAs, useBrowser } from '../../support/browser';
import {
  compteDemo,
  compteurs,
  createCollegue,
  creneauxDeLaSemaine,
  creneauxDemandables,
  deciderSurLeDetail,
  demanderConges,
  semaineDans,
} from '../../support/demandes';
import { aujourdhuiAParis, choisir, dateFr, hhmm, saisirDate, saisirHeure } from '../../support/pickers';

const b = useBrowser();
/** Foyer Les Cèdres, service 1 of the demo: salarie@demo.test's service, headed by chef@demo.test. */
const FOYER = 1;
const TELEPHONE = { width: 390, height: 844 };

/** Another person at the keyboard: a fresh context, so nothing of the previous session remains. */
async function connecter(email: string, viewport = { width: 1400, height: 900 }) {
  await b.context.close();
  b.context = await b.browser.newContext({ baseURL: b.baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport });
  b.page = await b.context.newPage();
  b.page.setDefaultTimeout(15_000);
  await loginAs(b.page, email);
  await b.page.waitForURL('**/planning');
}

const plage = (c: Creneau) => `${c.heureDebut.toHeureMinute} – ${c.heureFin.toHeureMinute}`;
const lienDemande = (page: Page, demandeId: number, type = 'conges') =>
  page.locator(`a[href="/demande/${demandeId}/${type}"]`);
const demandeIdDe = (url: string) => Number(/\/demande\/(\d+)\//.exec(url)?.[1]);

/** The number on the header's badge of one's own pending requests; no badge at 0. */
async function pastilleEnAttente(page: Page): Promise<number> {
  const pastille = page.getByRole('link', { name: /^Demandes/ }).getByRole('img', { name: /en attente$/ });
  return (await pastille.count()) === 0 ? 0 : Number(await pastille.textContent());
}

/** The requests page of a validator: the « À valider » tab comes first; opens the given request. */
async function ouvrirAValider(demandeId: number) {
  await b.page.goto('/demande');
  await b.page.getByRole('tab', { name: 'À valider', selected: true }).waitFor();
  await b.page.getByRole('list', { name: 'Demandes à valider' }).locator(lienDemande(b.page, demandeId)).click();
}

/** The leave request of the first test, validated by the second. */
const conges = {} as { demandeId: number; creneaux: Creneau[]; dateDebut: string; dateFin: string };

it('lets salarie@demo.test request leave on days they work, pending under « Mes demandes »', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const creneaux = await creneauxDemandables(b.baseURL, salarie, semaineDans(4), 'demanderConges');
  const jours = [...new Set(creneaux.map((c) => c.date))].slice(0, 2);
  expect(jours.length).toBeGreaterThan(0);
  const [dateDebut, dateFin] = [jours[0]!, jours.at(-1)!];
  const avant = await compteurs(b.baseURL, salarie.authorization);

  await connecter('salarie@demo.test');
  await b.page.goto('/demande');
  await expect.poll(() => pastilleEnAttente(b.page)).toBe(avant.enAttente);
  await b.page.getByRole('button', { name: 'Nouvelle demande' }).click();
  await b.page.getByRole('menuitem', { name: 'Congés' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Demande de congés' });
  await choisir(b.page, dialog, 'Type de congé', 'Congés payés');
  await saisirDate(dialog, 'Du', dateDebut);
  await saisirDate(dialog, 'Au', dateFin);
  // The balance preview: the request is evaluated before it is sent.
  await dialog
    .getByRole('region', { name: 'Solde' })
    .getByText(/Solde futur/)
    .waitFor();
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await b.page.waitForURL(/\/demande\/\d+\/conges$/);
  const demandeId = demandeIdDe(b.page.url());
  await b.page.getByText('Demande envoyée').waitFor();
  await b.page.getByRole('heading', { name: 'Demande de congés' }).waitFor();

  await b.page.getByRole('tab', { name: 'Mes demandes' }).click();
  const enAttente = b.page.getByRole('list', { name: 'En attente' });
  await lienDemande(b.page, demandeId).waitFor();
  expect(await enAttente.locator(`a[href="/demande/${demandeId}/conges"]`).textContent()).toContain(
    dateDebut === dateFin ? dateFr(dateDebut) : `Du ${dateFr(dateDebut)} au ${dateFr(dateFin)}`,
  );
  // The header's blue badge counts it at once (the request invalidates the counters).
  await expect.poll(() => pastilleEnAttente(b.page)).toBe(avant.enAttente + 1);
  expect((await compteurs(b.baseURL, salarie.authorization)).enAttente).toBe(avant.enAttente + 1);
  Object.assign(conges, {
    demandeId,
    dateDebut,
    dateFin,
    creneaux: creneaux.filter((c) => c.date >= dateDebut && c.date <= dateFin),
  });
});

it('has the head then the director accept it: the leave is on the balance, its slots « à remplacer »', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  // Alone, this test sends the request the first one makes through the screens.
  if (!conges.demandeId) {
    const creneaux = await creneauxDemandables(b.baseURL, salarie, semaineDans(4), 'demanderConges');
    const jour = creneaux[0]!.date;
    Object.assign(conges, {
      demandeId: await demanderConges(b.baseURL, salarie, jour, jour),
      dateDebut: jour,
      dateFin: jour,
      creneaux: creneaux.filter((c) => c.date === jour),
    });
  }
  const { demandeId, creneaux, dateDebut, dateFin } = conges;

  await connecter('chef@demo.test');
  await ouvrirAValider(demandeId);
  const impact = b.page.getByRole('region', { name: 'Impact' });
  const aRemplacer = impact.getByRole('list', { name: 'Créneaux qui deviendront à remplacer' });
  for (const c of creneaux) await aRemplacer.getByText(`${dateFr(c.date)} · ${plage(c)}`).waitFor();
  await deciderSurLeDetail(b.page, b.page.getByRole('button', { name: 'Accepter', exact: true }), demandeId);
  await b.page.getByText(/^Acceptée par Charlotte Chef, le /).waitFor();
  expect(await b.page.getByRole('button', { name: 'Accepter', exact: true }).count()).toBe(0);

  await connecter('directeur@demo.test');
  await b.page.goto(`/demande/${demandeId}/conges`);
  await b.page.getByRole('region', { name: 'Impact' }).waitFor();
  await deciderSurLeDetail(b.page, b.page.getByRole('button', { name: 'Accepter', exact: true }), demandeId);
  await b.page.getByText(/^Acceptée par Daniel Directeur, le /).waitFor();
  // The status chip beside the title.
  await b.page.getByText('Acceptée', { exact: true }).first().waitFor();

  await connecter('salarie@demo.test');
  await b.page.goto(`/profil/soldes/employe/${salarie.employeId}/conges/1`);
  const liste = b.page.getByRole('region', { name: 'Congés payés' }).getByRole('list', { name: 'Congés' });
  await liste.getByText(`Du ${dateFr(dateDebut)} au ${dateFr(dateFin)}`).waitFor();

  await connecter('chef@demo.test');
  const semaine = numeroSemaine(semaineDans(4));
  await b.page.goto(`/services/${FOYER}/planning/${semaine}`);
  for (const c of creneaux) {
    await b.page
      .getByRole('button', {
        name: `${salarie.nomComplet}, Travail, ${plage(c)}, absent(e) : Congés payés, à remplacer`,
      })
      .first()
      .waitFor();
  }
});

it('sends an overtime request from a slot of Mon planning, evaluated first, then opens it', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const s = semaineDans(5);
  const creneau = (await creneauxDemandables(b.baseURL, salarie, s, 'demanderHeuresSupplementaires')).find(
    (c) => c.heureFin.valeur <= 1380,
  );
  expect(creneau).toBeTruthy();
  const fin = creneau!.heureFin.valeur + 60;

  await connecter('salarie@demo.test');
  await b.page.goto(`/planning?semaine=${numeroSemaine(s)}`);
  const jour = b.page.getByRole('region', { name: new RegExp(` ${jourMois(creneau!.date)}$`) });
  await jour.getByRole('button', { name: new RegExp(`^${plage(creneau!)}`) }).click();
  await b.page.getByRole('menuitem', { name: 'Demander des heures supplémentaires' }).click();
  const dialog = b.page.getByRole('dialog', { name: "Demande d'heures complémentaires" });
  await saisirHeure(dialog, 'Fin', hhmm(fin));
  await dialog.getByRole('button', { name: 'Évaluer' }).click();
  const propositions = dialog.getByRole('list', { name: 'Heures complémentaires proposées' });
  await propositions.getByText(new RegExp(`${creneau!.heureFin.toHeureMinute} – `)).waitFor();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await b.page.waitForURL(/\/demande\/\d+\/heures-supp$/);
  await b.page.getByRole('heading', { name: "Demande d'heures complémentaires" }).waitFor();
  await lienDemande(b.page, demandeIdDe(b.page.url()), 'heures-supp').waitFor();
});

it('finds no work to recover on a day off: says so, and nothing can be sent', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const s = semaineDans(6);
  const occupes = new Set((await creneauxDeLaSemaine(b.baseURL, salarie, s)).map((c) => c.date));
  const jours = joursDeSemaine(s);
  const libre = jours.find((j) => !occupes.has(j));
  expect(libre).toBeTruthy();

  await connecter('salarie@demo.test');
  await b.page.goto('/demande');
  await b.page.getByRole('button', { name: 'Nouvelle demande' }).click();
  await b.page.getByRole('menuitem', { name: 'Récupération' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Demande de récupération' });
  await saisirDate(dialog, 'Du', libre!);
  await saisirHeure(dialog, 'Début', '0800');
  await saisirDate(dialog, 'Au', libre!);
  await saisirHeure(dialog, 'Fin', '1800');
  await dialog.getByRole('button', { name: 'Évaluer' }).click();
  await dialog.getByText(AUCUNE_HEURE_DE_TRAVAIL).waitFor();
  expect(await dialog.getByRole('button', { name: 'Envoyer' }).isDisabled()).toBe(true);
});

it('lets a colleague accept for the director through a delegation made from the profile', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const creneaux = await creneauxDemandables(b.baseURL, salarie, semaineDans(7), 'demanderConges');
  const jour = creneaux[0]!.date;
  const demandeId = await demanderConges(b.baseURL, salarie, jour, jour);
  const collegue = await createCollegue(b.baseURL, 'deleguee');
  const aujourdhui = aujourdhuiAParis();

  await connecter('directeur@demo.test');
  await b.page.goto('/profil/delegations');
  await b.page.getByRole('button', { name: 'Déléguer' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Déléguer mes validations' });
  await choisir(b.page, dialog, 'Collègue', `${collegue.nomComplet} (${collegue.email})`);
  await saisirDate(dialog, 'Au', aujourdhui);
  await dialog.getByRole('button', { name: 'Déléguer' }).click();
  await b.page.getByText('Délégation enregistrée').waitFor();
  const donnees = b.page.getByRole('region', { name: 'Données' });
  await donnees.getByText(`${collegue.nomComplet}`).first().waitFor();
  expect(await donnees.textContent()).toContain(`du ${dateFr(aujourdhui)} au ${dateFr(aujourdhui)}`);

  await connecter(collegue.email);
  await ouvrirAValider(demandeId);
  await b.page.getByRole('heading', { name: 'Demande de congés' }).waitFor();
  const direction = b.page.getByRole('listitem', { name: /^Direction – / });
  await deciderSurLeDetail(b.page, direction.getByRole('button', { name: 'Accepter', exact: true }).first(), demandeId);
  // The head's validation under it is decided with it, in the same words.
  await direction
    .getByText(new RegExp(`^Acceptée par ${collegue.nomComplet} pour Daniel Directeur, le `))
    .first()
    .waitFor();
  expect(await b.page.getByRole('button', { name: 'Accepter', exact: true }).count()).toBe(0);
});

it('draws the validations in the order of decision: the head of service above the direction (issue 23)', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const creneaux = await creneauxDemandables(b.baseURL, salarie, semaineDans(6), 'demanderConges');
  // A worked day that counts for paid leave (a Sunday or a public holiday does not).
  let demandeId = 0;
  for (const jour of new Set(creneaux.map((c) => c.date))) {
    demandeId = await demanderConges(b.baseURL, salarie, jour, jour).catch(() => 0);
    if (demandeId) break;
  }
  expect(demandeId).toBeGreaterThan(0);

  await connecter('salarie@demo.test');
  await b.page.goto(`/demande/${demandeId}/conges`);
  const carte = b.page.getByRole('region', { name: 'Validations' });
  const chef = carte.getByText(/^Chef de service – /);
  const direction = carte.getByText(/^Direction – /);
  await direction.waitFor();
  const [hautChef, hautDirection] = [(await chef.boundingBox())!.y, (await direction.boundingBox())!.y];
  expect(hautChef).toBeLessThan(hautDirection);
  // The head's entry stays nested in the direction's, which says it comes after.
  const entreeDirection = carte.getByRole('listitem', { name: /^Direction – / });
  await entreeDirection.getByRole('listitem', { name: /^Chef de service – / }).waitFor();
  await entreeDirection.getByText('Étape 2, après les validations ci-dessus').waitFor();
  mkdirSync('test-results', { recursive: true });
  await carte.screenshot({ path: 'test-results/validations-ordre.png' });
});

it('fits a phone: no horizontal scroll, the detail over the whole width, the leave dialog full screen', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  const creneaux = await creneauxDemandables(b.baseURL, salarie, semaineDans(3), 'demanderConges');
  const jour = creneaux[0]!.date;
  const demandeId = await demanderConges(b.baseURL, salarie, jour, jour);
  const largeurDefilee = () => b.page.evaluate(() => document.documentElement.scrollWidth);

  await connecter('salarie@demo.test', TELEPHONE);
  await b.page.goto('/demande');
  await lienDemande(b.page, demandeId).waitFor();
  expect(await largeurDefilee()).toBeLessThanOrEqual(TELEPHONE.width);

  await lienDemande(b.page, demandeId).click();
  const titre = b.page.getByRole('heading', { name: 'Demande de congés' });
  await titre.waitFor();
  // The list gives way to the request, with a way back.
  expect(await lienDemande(b.page, demandeId).isVisible()).toBe(false);
  await b.page.getByRole('link', { name: 'Toutes les demandes' }).waitFor();
  const carte = b.page.getByRole('region', { name: 'Validations' });
  const boite = (await carte.boundingBox())!;
  expect(boite.width).toBeGreaterThan(TELEPHONE.width - 48);
  expect(await largeurDefilee()).toBeLessThanOrEqual(TELEPHONE.width);

  await b.page.getByRole('button', { name: 'Nouvelle demande' }).click();
  await b.page.getByRole('menuitem', { name: 'Congés' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Demande de congés' });
  await dialog.getByRole('button', { name: 'Créer' }).waitFor();
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, ...TELEPHONE });
});
