import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { champ, loginAs, useBrowser } from '../../support/browser';
import { createEmploye, ETABLISSEMENT, poserConges } from '../../support/employes';
import { choisir, dateFr, iso, saisirDate } from '../../support/pickers';

const b = useBrowser();

async function ouvrirEmploye(employeId: number) {
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto(`/employes/${employeId}`);
  await b.page.getByRole('region', { name: 'Contrat actuel' }).waitFor();
}

/** The balance row of a type, in the employee page's balances. */
const ligneSolde = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: "Soldes de l'employé" }).getByRole('button', { name: new RegExp(`^${label}`) });

async function action(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: "Actions sur l'employé" }).click();
  await page.getByRole('menuitem', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** Monday of the week after next: a future week, whatever today is. */
function lundiProchain(): Date {
  const d = new Date();
  d.setDate(d.getDate() + ((8 - d.getDay()) % 7 || 7) + 7);
  return d;
}

it('declares an employee with a new user, then adds a CDI shown as the current contract', async () => {
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/employes');
  await b.page.getByRole('link', { name: 'Ajouter' }).click();
  await b.page.waitForURL('**/employes/create');
  const form = b.page.getByRole('form', { name: "Déclaration d'un nouvel employé" });
  const email = `arrivant.${Date.now()}@e2e.test`;
  await champ(form, 'Adresse e-mail').fill('pas-une-adresse');
  expect(await form.getByRole('button', { name: 'Rechercher' }).isDisabled()).toBe(true);
  await champ(form, 'Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await form.getByText('Aucun utilisateur avec cette adresse : un nouvel utilisateur sera créé.').waitFor();
  await form.getByRole('button', { name: 'Créer' }).click();
  await form.getByText('Le nom est requis').waitFor();
  await champ(form, 'Nom').fill('Arrivant');
  await champ(form, 'Prénom').fill('Néo');
  await champ(form, 'Solde initial de congés payés (jours)').fill('10');
  await form.getByRole('button', { name: 'Créer' }).click();
  await b.page.waitForURL(/\/employes\/\d+$/);
  await b.page.getByRole('heading', { name: 'Néo Arrivant' }).waitFor();
  const carte = b.page.getByRole('region', { name: 'Contrat actuel' });
  await carte.getByText("Cet employé n'a pas encore de contrat").waitFor();
  expect(await ligneSolde(b.page, 'Congés payés').textContent()).toContain('10 j');

  await carte.getByRole('button', { name: 'Ajouter un contrat' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Ajouter un contrat' });
  await choisir(b.page, dialog, 'Type de contrat', /^CDD —/);
  await dialog.getByRole('group', { name: /^Date de fin/ }).waitFor();
  await choisir(b.page, dialog, 'Type de contrat', /^CDI —/);
  expect(await dialog.getByRole('group', { name: /^Date de fin/ }).count()).toBe(0);
  await choisir(b.page, dialog, 'Métier', 'Cuisinier');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await b.page.getByText('Contrat ajouté').waitFor();
  await carte.getByText('Cuisinier').waitFor();
  expect(await carte.textContent()).toMatch(/En coursCDICuisinierDepuis le \d\d\/\d\d\/\d{4}35 h hebdomadaires/);

  await b.page.goto('/employes');
  await b.page.getByRole('searchbox', { name: 'Rechercher un employé' }).fill('neo arriv');
  const presents = b.page.getByRole('list', { name: 'Présents' });
  // The search is sent 500 ms after the last key and answers only the new employee.
  await expect.poll(() => presents.getByRole('link').allTextContents()).toEqual(['Néo ArrivantCuisinier']);
});

it('credits and debits leave days, then grants leave and shows the future balance', async () => {
  const { employeId } = await createEmploye(b.baseURL, 'Conges');
  await ouvrirEmploye(employeId);

  let dialog = await action(b.page, 'Créditer des congés');
  await choisir(b.page, dialog, 'Type de congé', 'Congés payés');
  await champ(dialog, 'Nombre de jours').fill('-3');
  await dialog.getByRole('button', { name: 'Créditer' }).click();
  await dialog.getByText('Entrez une valeur positive').waitFor();
  await champ(dialog, 'Nombre de jours').fill('10');
  await dialog.getByRole('button', { name: 'Créditer' }).click();
  await b.page.getByText('Congés crédités').waitFor();
  await expect.poll(() => ligneSolde(b.page, 'Congés payés').textContent()).toContain('10 j');

  dialog = await action(b.page, 'Débiter des congés');
  await choisir(b.page, dialog, 'Type de congé', 'Congés payés');
  await champ(dialog, 'Nombre de jours').fill('2');
  await dialog.getByRole('button', { name: 'Débiter' }).click();
  await dialog.getByText('Entrez une valeur négative').waitFor();
  await champ(dialog, 'Nombre de jours').fill('-2');
  await dialog.getByRole('button', { name: 'Débiter' }).click();
  await b.page.getByText('Congés débités').waitFor();
  await expect.poll(() => ligneSolde(b.page, 'Congés payés').textContent()).toContain('8 j');

  dialog = await action(b.page, 'Poser des congés');
  await choisir(b.page, dialog, 'Type de congé', 'Congés payés');
  const debut = lundiProchain();
  const fin = new Date(debut);
  fin.setDate(fin.getDate() + 4);
  await saisirDate(dialog, 'Du', iso(debut));
  await saisirDate(dialog, 'Au', iso(fin));
  const solde = dialog.getByRole('region', { name: 'Solde' });
  // The evaluation is debounced: an answer for a period still being typed (one day) may show first.
  const joursEvalues = async () => Number(/Ce congé-(\d+) j/.exec((await solde.textContent()) ?? '')?.[1] ?? 0);
  await expect.poll(joursEvalues).toBeGreaterThanOrEqual(4);
  const nbJours = await joursEvalues();
  expect(await solde.textContent()).toContain(`Solde futur${8 - nbJours} j`);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await b.page.getByText('Congé créé').waitFor();
  await expect.poll(() => ligneSolde(b.page, 'Congés payés').textContent()).toContain(`Solde futur : ${8 - nbJours} j`);

  await ligneSolde(b.page, 'Congés payés').click();
  await b.page.waitForURL(`**/employes/${employeId}/conges/1`);
  const details = b.page.getByRole('region', { name: 'Congés payés' });
  const conges = details.getByRole('list', { name: 'Congés' });
  await conges.getByText(`Du ${dateFr(iso(debut))} au ${dateFr(iso(fin))}`).waitFor();
  expect(await conges.textContent()).toContain(`-${nbJours}`);
  const credits = details.getByRole('list', { name: 'Crédits et débits' });
  expect(await credits.getByText(/^Crédit du /).count()).toBe(1);
  expect(await credits.getByText(/^Débit du /).count()).toBe(1);
});

it('credits hours for another reason only with a five-word comment, then details the recovery', async () => {
  const { employeId } = await createEmploye(b.baseURL, 'Heures');
  await ouvrirEmploye(employeId);
  const dialog = await action(b.page, 'Créditer des heures');
  await champ(dialog, "Nombre d'heures").fill('3,5');
  await choisir(b.page, dialog, 'Raison', 'AUTRES');
  await champ(dialog, 'Commentaire').fill('Réunion imprévue');
  await dialog.getByRole('button', { name: 'Créditer' }).click();
  await dialog.getByText('Veuillez expliquer la raison de ce crédit (au moins 5 mots)').waitFor();
  await champ(dialog, 'Commentaire').fill('Réunion imprévue du conseil de la vie sociale');
  await dialog.getByRole('button', { name: 'Créditer' }).click();
  await b.page.getByText('Heures créditées').waitFor();
  await expect
    .poll(() => ligneSolde(b.page, 'Récupérations').textContent())
    .toContain('À date : 3,50 h · Total : 3,50 h');

  await ligneSolde(b.page, 'Récupérations').click();
  await b.page.waitForURL(`**/employes/${employeId}/recuperation`);
  const aDate = b.page.getByRole('region', { name: 'À date' });
  await aDate.getByText('Total : +3,50 h').waitFor();
  await aDate.getByRole('button', { name: /^Détail du / }).click();
  await aDate.getByText("Crédit d'heures · AUTRES").waitFor();
  await aDate.getByText('Réunion imprévue du conseil de la vie sociale').waitFor();
});

it('lists the contracts history from the current contract card', async () => {
  const { employeId } = await createEmploye(b.baseURL, 'Historique');
  await ouvrirEmploye(employeId);
  await b.page.getByRole('link', { name: "Voir l'historique" }).click();
  await b.page.waitForURL(`**/employes/${employeId}/contrat`);
  const historique = b.page.getByRole('list', { name: 'Historique des contrats' });
  await historique.getByText(`Depuis le 01/01/${new Date().getFullYear()}`).waitFor();
  expect(await historique.textContent()).toContain('CDI');
  expect(await historique.textContent()).toContain('Éducateur spécialisé');
  expect(await historique.textContent()).toContain('35 h hebdomadaires');
});

it('opens the employee page at once when the searched user already is an employee here', async () => {
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/employes/create?email=salarie%40demo.test');
  await b.page.waitForURL(/\/employes\/\d+$/);
  await b.page.getByRole('heading', { name: 'Samuel Salarié' }).waitFor();
});

it('creates a replacement contract from a leave, limited to its dates', async () => {
  const absent = await createEmploye(b.baseURL, 'Absente');
  const remplacant = await createEmploye(b.baseURL, 'Remplacante', false);
  const debut = lundiProchain();
  const fin = new Date(debut);
  fin.setDate(fin.getDate() + 2);
  await poserConges(b.baseURL, absent.employeId, 4, iso(debut), iso(fin));
  await ouvrirEmploye(absent.employeId);
  await b.page.goto(`/employes/${absent.employeId}/conges/0`);
  await b.page.getByRole('button', { name: 'Contrat de remplacement' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Contrat de remplacement' });
  expect(await dialog.getByRole('combobox', { name: /^Type de contrat/ }).getAttribute('aria-disabled')).toBe('true');
  await choisir(b.page, dialog, 'Remplaçant', remplacant.nomComplet);
  await choisir(b.page, dialog, 'Type de contrat', /^CDDR —/);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await b.page.getByText('Contrat de remplacement créé').waitFor();

  await b.page.goto(`/employes/${remplacant.employeId}`);
  const carte = b.page.getByRole('region', { name: 'Contrat actuel' });
  await carte.getByText(`Du ${dateFr(iso(debut))} au ${dateFr(iso(fin))}`).waitFor();
  expect(await carte.textContent()).toContain(`Remplace ${absent.nomComplet}`);
  expect(await carte.textContent()).toContain('CDDR');
});

it('deletes an employee once the name is typed, refuses a director with the API message, and offers it to managers only', {
  timeout: 60_000,
}, async () => {
  const { employeId, nomComplet } = await createEmploye(b.baseURL, 'Partant');
  const rh = await apiLogin(b.baseURL, 'rh@demo.test');
  const liste = await getJson<{ employeId: number; nomComplet: string }[]>(
    b.baseURL,
    `/api/employe/etablissement/${ETABLISSEMENT}`,
    rh,
  );
  const daniel = liste.find((e) => e.nomComplet === 'Daniel Directeur')!;

  // The director does not manage employees: the page sends them back to their planning, no deletion.
  const contexte = await b.browser.newContext({ baseURL: b.baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const directeur = await contexte.newPage();
  await loginAs(directeur, 'directeur@demo.test');
  await directeur.waitForURL('**/planning');
  await directeur.goto(`/employes/${employeId}`);
  await directeur.waitForURL('**/planning');
  expect(await directeur.getByRole('button', { name: "Actions sur l'employé" }).count()).toBe(0);
  await contexte.close();

  await ouvrirEmploye(daniel.employeId);
  let dialog = await action(b.page, "Supprimer l'employé");
  await dialog.getByRole('textbox').fill(daniel.nomComplet);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await dialog.getByText(/^Cet employé est directeur de « .+ » : désignez d'abord un autre directeur$/).waitFor();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await b.page.goto(`/employes/${employeId}`);
  await b.page.getByRole('heading', { name: nomComplet }).waitFor();
  dialog = await action(b.page, "Supprimer l'employé");
  expect(await dialog.getByRole('button', { name: 'Supprimer' }).isDisabled()).toBe(true);
  await dialog.getByRole('textbox').fill(nomComplet);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await b.page.waitForURL(/\/employes$/);
  const reponse = await fetch(`${b.baseURL}/api/employe/${employeId}`, { headers: { authorization: rh } });
  expect(reponse.status).toBe(404);
});
