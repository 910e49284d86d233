import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';
import { choisir } from '../../support/pickers';

const b = useBrowser();

/** Another person at the keyboard: a fresh context, so nothing of the previous session remains. */
async function connecter(email: string) {
  await b.context.close();
  b.context = await b.browser.newContext({
    baseURL: b.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1400, height: 900 },
  });
  b.page = await b.context.newPage();
  b.page.setDefaultTimeout(15_000);
  await loginAs(b.page, email);
  await b.page.waitForURL('**/planning');
}

interface UsagerDemo {
  usagerId: number;
  etatCivil: { nomComplet: string };
  status: string;
  accueilActuel: { serviceDAccueil: { nom: string } } | null;
}
interface FicheDemo {
  ficheAIMId: number;
  mois: number;
  annee: number;
  statut: string;
  service: { nom: string };
}

/** A demo resident of an establishment, chosen by what their sheets look like. */
async function usagerDemo(
  etablissementId: number,
  convient: (u: UsagerDemo, fiches: FicheDemo[]) => boolean,
): Promise<{ usager: UsagerDemo; fiches: FicheDemo[] }> {
  const auth = await apiLogin(b.baseURL, 'admin@demo.test');
  const usagers = await getJson<{ usagerId: number }[]>(
    b.baseURL,
    `/api/usager?etablissementId=${etablissementId}`,
    auth,
  );
  for (const { usagerId } of usagers) {
    const usager = await getJson<UsagerDemo>(b.baseURL, `/api/usager/${usagerId}`, auth);
    const fiches = await getJson<FicheDemo[]>(b.baseURL, `/api/ficheAIM/usager/${usager.usagerId}`, auth);
    if (convient(usager, fiches)) return { usager, fiches };
  }
  throw new Error('aucun usager de démonstration ne convient');
}

const colonne = (page: Page, nom: string) => page.getByRole('region', { name: nom });
const solde = (page: Page, poste: string) =>
  colonne(page, 'Soldes par poste AIM').getByRole('button', { name: new RegExp(`^${poste}.*€$`) });
const euros = (texte: string | null) => Number((texte ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/** Mathieu Simon-like: a Foyer Les Cèdres resident whose latest sheet is in preparation. */
const suivi = {} as { usagerId: number; ficheAIMId: number; nomComplet: string };

it('hosts a resident without a stay in a service, then creates their first sheet', async () => {
  const { usager } = await usagerDemo(1, (u, fiches) => u.status === 'Sans accueil' && fiches.length === 0);
  await connecter('admin@demo.test');
  await b.page.goto(`/usagers/${usager.usagerId}`);
  await b.page.getByText('Aucun accueil trouvé pour cet usager.').waitFor();
  await b.page.getByRole('link', { name: "Voir l'historique d'accueil" }).click();
  await b.page.getByRole('button', { name: 'Accueillir' }).click();
  const dialog = b.page.getByRole('dialog', { name: "Accueillir l'usager" });
  await choisir(b.page, dialog, "Service d'accueil", 'Services administratifs');
  await dialog.getByRole('button', { name: 'Accueillir' }).click();
  await b.page.getByText('Accueil créé').waitFor();
  await b.page.getByText("Service d'accueil actuel : Services administratifs").waitFor();

  await b.page.getByRole('link', { name: 'Finances usager' }).click();
  await b.page.waitForURL(`**/usagers/${usager.usagerId}/finances-usager`);
  await b.page.getByRole('button', { name: 'Créer la première fiche' }).click();
  await b.page.waitForURL(/\/fiche-aim\/\d+$/);
  await b.page.getByRole('region', { name: 'Fiche' }).getByText('En préparation').waitFor();
  await expect
    .poll(() => b.page.getByRole('table', { name: 'Lignes de la fiche' }).getByRole('row').count())
    .toBeGreaterThan(2);
});

it('adds an adjustment to a sheet in preparation and requests its validation', async () => {
  const { usager, fiches } = await usagerDemo(
    14,
    (_u, f) => f[0]?.statut === 'EN_PREPARATION' && f[0].service.nom === 'Foyer Les Cèdres',
  );
  const fiche = fiches[0] as FicheDemo;
  Object.assign(suivi, {
    usagerId: usager.usagerId,
    ficheAIMId: fiche.ficheAIMId,
    nomComplet: usager.etatCivil.nomComplet,
  });
  await connecter('salarie@demo.test');
  await b.page.goto(`/usagers/${usager.usagerId}/finances-usager`);
  await colonne(b.page, "Fiches d'Aide Individuelles Mensuelles").getByRole('link').first().click();
  await b.page.waitForURL(`**/fiche-aim/${fiche.ficheAIMId}`);

  // The balances when the sheet's month began, a total under them (issue 23).
  const soldesAvant = b.page.getByRole('list', { name: 'Soldes avant la fiche' });
  await soldesAvant
    .getByRole('listitem')
    .filter({ hasText: /^Total/ })
    .waitFor();
  await b.page.getByText(`au 01/${String(fiche.mois).padStart(2, '0')}/${fiche.annee}`).waitFor();

  const lignes = b.page.getByRole('table', { name: 'Lignes de la fiche' });
  const habillement = lignes.getByRole('row').filter({ hasText: 'Habillement' });
  const avant = euros(await habillement.getByRole('cell').last().textContent());
  await b.page.getByRole('button', { name: 'Ajouter un ajustement' }).click();
  const form = b.page.getByRole('form', { name: 'Ajustement' });
  await form.getByLabel('Explication').fill('Manteau pour l’hiver qui arrive');
  await choisir(b.page, form, 'Poste', 'Habillement');
  await form.getByLabel('Montant').fill('15');
  await form.getByRole('button', { name: "Ajouter l'opération" }).click();
  await form.getByRole('button', { name: 'Confirmer' }).click();
  await b.page.getByText('Manteau pour l’hiver qui arrive').waitFor();
  await expect.poll(async () => euros(await habillement.getByRole('cell').last().textContent())).toBe(avant + 15);

  await b.page.goto(`/usagers/${usager.usagerId}/finances-usager`);
  await b.page.getByRole('button', { name: 'Demander la validation de la fiche' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Demander la validation de la fiche' });
  await dialog.getByRole('textbox', { name: 'Commentaire' }).fill('Manteau acheté, ticket joint au dossier');
  await dialog.getByRole('button', { name: 'Demander la validation' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await b.page.getByText(/^validation en cours 0\/\d+$/).waitFor();
  // The validator is the head of the hosting service: no buttons for the requester.
  expect(await b.page.getByRole('button', { name: 'Valider', exact: true }).count()).toBe(0);
});

it('lets the service head validate: entitlements are credited, and the next sheet is created', async () => {
  await connecter('chef@demo.test');
  // The validator reads the requester's comment on the request (issue 23).
  const auth = await apiLogin(b.baseURL, 'chef@demo.test');
  const { demandeId } = await getJson<{ demandeId: number }>(
    b.baseURL,
    `/api/demande/correspondante-a-fiche-aim?ficheAimId=${suivi.ficheAIMId}`,
    auth,
  );
  await b.page.goto(`/demande/${demandeId}/ficheAIM`);
  await b.page.getByText('Manteau acheté, ticket joint au dossier').waitFor();
  await b.page.goto(`/usagers/${suivi.usagerId}/finances-usager`);
  const avant = euros(await solde(b.page, 'Habillement').textContent());
  await b.page.getByRole('button', { name: 'Valider', exact: true }).click();
  await b.page.getByRole('button', { name: 'Créer la fiche suivante' }).waitFor();
  await expect.poll(async () => euros(await solde(b.page, 'Habillement').textContent())).toBeGreaterThan(avant);

  await b.page.getByRole('button', { name: 'Créer la fiche suivante' }).click();
  await b.page.waitForURL(/\/fiche-aim\/\d+$/);
  expect(b.page.url()).not.toMatch(new RegExp(`/fiche-aim/${suivi.ficheAIMId}$`));
  await b.page.getByRole('region', { name: 'Fiche' }).getByText('En préparation').waitFor();
});

it('prepares a payout on the validated sheet and declares it paid: balance and movements follow', async () => {
  await connecter('chef@demo.test');
  await b.page.goto(`/usagers/${suivi.usagerId}/finances-usager`);
  const avant = euros(await solde(b.page, 'Alimentation').textContent());

  await b.page.goto(`/fiche-aim/${suivi.ficheAIMId}`);
  await b.page.getByRole('button', { name: 'Voir les versements' }).click();
  const preparation = b.page.getByRole('region', { name: 'Préparation de versement' });
  // Only the food line is paid, so its balance is the one to watch.
  for (const poste of await preparation.getByRole('checkbox').all()) {
    const libelle = await poste.evaluate((el) => el.closest('label')?.textContent ?? '');
    if (libelle !== 'Alimentation') await poste.uncheck();
  }
  await preparation.getByRole('gridcell', { name: '15', exact: true }).click();
  // What the resident already has on that day (issue 23): nothing yet on this new sheet's date.
  const dejaLa = preparation.getByRole('listitem', { name: /^Le 15\// });
  await dejaLa
    .getByText(/^(Aucun versement|Versé|En préparation)/)
    .first()
    .waitFor();
  await preparation.getByRole('button', { name: 'Virement' }).click();
  await preparation.getByRole('button', { name: 'Préparer le versement' }).click();
  const versements = b.page.getByRole('region', { name: 'Versements' });
  await versements.getByText('Virement').first().waitFor();
  await versements.getByRole('button', { name: 'Déclarer versé' }).first().click();
  await versements.getByText('Versé', { exact: true }).first().waitFor();

  await b.page.goto(`/usagers/${suivi.usagerId}/finances-usager`);
  await expect.poll(async () => euros(await solde(b.page, 'Alimentation').textContent())).toBeLessThan(avant);
  await colonne(b.page, 'Versements & Acquis').getByText('Versement · Alimentation').first().waitFor();
});

it("shows the 'Absence de modèle d'aim' dialog: a mail to the head for an employee, the template for an administrator", async () => {
  const { usager } = await usagerDemo(
    14,
    (u, fiches) => u.accueilActuel?.serviceDAccueil.nom === 'Accueil de jour' && fiches.length === 0,
  );
  await connecter('salarie@demo.test');
  await b.page.goto(`/usagers/${usager.usagerId}/finances-usager`);
  await b.page.getByRole('button', { name: 'Créer la première fiche' }).click();
  let dialog = b.page.getByRole('dialog', { name: "Absence de modèle d'aim" });
  await dialog.getByText("Impossible de trouver un modele d'aim sur lequel se baser pour créer la fiche.").waitFor();
  expect(await dialog.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
  expect(await dialog.getByRole('link', { name: 'Déclarer le modele' }).count()).toBe(0);

  await connecter('rh@demo.test');
  await b.page.goto(`/usagers/${usager.usagerId}/finances-usager`);
  await b.page.getByRole('button', { name: 'Créer la première fiche' }).click();
  dialog = b.page.getByRole('dialog', { name: "Absence de modèle d'aim" });
  await dialog.getByRole('link', { name: 'Déclarer le modele' }).click();
  await b.page.waitForURL(/\/services\/\d+\?onglet=aim$/);
  await b.page.getByRole('tab', { name: 'Aide Indiv. Mensuelle', selected: true }).waitFor();
  await b.page.getByRole('table', { name: "Modèle d'aide individuelle mensuelle" }).waitFor();
});

it('finds no serious or critical axe violation on the residents and aid sheet screens', {
  timeout: 150_000,
}, async () => {
  const { usager, fiches } = await usagerDemo(14, (_u, f) => f.length > 1);
  await connecter('chef@demo.test');
  const violations: string[] = [];
  const verifier = async (ecran: string) => violations.push(...(await violationsGraves(b.page, ecran)));
  await b.page.goto(`/usagers/${usager.usagerId}`);
  await b.page.getByRole('link', { name: 'Finances usager' }).waitFor();
  await verifier('Usager');
  await b.page.goto(`/usagers/${usager.usagerId}/finances-usager`);
  await colonne(b.page, 'Soldes par poste AIM').getByRole('button').first().waitFor();
  await verifier('Finances usager');
  await b.page.goto(`/fiche-aim/${fiches[1]?.ficheAIMId}`);
  await b.page.getByRole('table', { name: 'Lignes de la fiche' }).waitFor();
  // The steps fade in (500 ms): axe would read the colours half-way.
  await b.page.waitForTimeout(800);
  await verifier('Fiche AIM, ajustements');
  await b.page.getByRole('button', { name: 'Voir les versements' }).click();
  await b.page.getByRole('region', { name: 'Versements' }).waitFor();
  await b.page.waitForTimeout(800);
  await verifier('Fiche AIM, versements');
  await b.page.goto('/services/1?onglet=aim');
  await b.page.getByRole('table', { name: "Modèle d'aide individuelle mensuelle" }).waitFor();
  await verifier('Aide Indiv. Mensuelle');
  expect(violations).toEqual([]);
});

it('fits the history screen and the sheet editor in a phone (390 × 844), without horizontal scrolling', async () => {
  const { usager, fiches } = await usagerDemo(14, (_u, f) => f.length > 1);
  await connecter('chef@demo.test');
  await b.page.setViewportSize({ width: 390, height: 844 });
  const largeur = () => b.page.evaluate(() => document.documentElement.scrollWidth);
  await b.page.goto(`/usagers/${usager.usagerId}/finances-usager`);
  await colonne(b.page, 'Soldes par poste AIM').getByRole('button').first().waitFor();
  expect(await largeur()).toBeLessThanOrEqual(390);
  await b.page.goto(`/fiche-aim/${fiches[1]?.ficheAIMId}`);
  await b.page.getByRole('table', { name: 'Lignes de la fiche' }).waitFor();
  expect(await largeur()).toBeLessThanOrEqual(390);
  await b.page.getByRole('button', { name: 'Voir les versements' }).click();
  await b.page.getByRole('region', { name: 'Versements' }).waitFor();
  expect(await largeur()).toBeLessThanOrEqual(390);
});
