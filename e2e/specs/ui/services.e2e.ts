import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { champ, loginAs, useBrowser } from '../../support/browser';
import { createEmploye } from '../../support/employes';
import { dateFr, iso, saisirDate } from '../../support/pickers';
import { createMembre, createService, createVacataire, nomDeService } from '../../support/services';

const b = useBrowser();

async function ouvrir(page: Page, email: string, path: string) {
  await loginAs(page, email);
  await page.waitForURL('**/planning');
  await page.goto(path);
}

const liste = (page: Page) => page.getByRole('navigation', { name: 'Liste des services' });
const membre = (page: Page, nom: string) => page.getByRole('listitem', { name: nom });

/** Opens a member's hover action (the buttons show on hover, as a person would see them). */
async function actionMembre(page: Page, nom: string, action: string) {
  await membre(page, nom).hover();
  await membre(page, nom)
    .getByRole('button', { name: `${action} ${nom}` })
    .click();
  return page.getByRole('dialog');
}

/** Picks an employee in a search field: types part of the name, then chooses the option. */
async function chercherEmploye(page: Page, label: string, texte: string, nom: string) {
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .fill(texte);
  await page.getByRole('option', { name: nom }).click();
}

it('creates a service with its head through the dialog, then lists it as « Dirigé par »', async () => {
  const chef = await createEmploye(b.baseURL, 'Apolline');
  await ouvrir(b.page, 'rh@demo.test', '/services');
  await liste(b.page).getByRole('button', { name: 'Créer' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Créer un service' });
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await dialog.getByText('Le nom du service est obligatoire').waitFor();
  await dialog.getByText('*information obligatoire').waitFor();
  const nom = nomDeService('Maison relais');
  await champ(dialog, 'Nom').fill(nom);
  await chercherEmploye(b.page, 'Chef de service', 'apolline', chef.nomComplet);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await b.page.waitForURL(/\/services\/\d+$/);
  await b.page.getByRole('heading', { name: nom }).waitFor();
  await b.page.getByText('Aucun membre dans ce service').waitFor();
  expect(await liste(b.page).getByRole('link', { name: nom }).textContent()).toBe(
    `${nom}Dirigé par ${chef.nomComplet}`,
  );
});

it('adds a permanent member and a replacement through the search, with colour and hours', async () => {
  const chef = await createEmploye(b.baseURL, 'Barnabe');
  const titulaire = await createEmploye(b.baseURL, 'Celestin');
  const vacataire = await createVacataire(b.baseURL, 'Dorothee');
  const serviceId = await createService(b.baseURL, nomDeService('Ajouts'), chef.employeId);
  await ouvrir(b.page, 'rh@demo.test', `/services/${serviceId}`);

  await b.page.getByRole('button', { name: 'Ajouter un membre' }).click();
  let dialog = b.page.getByRole('dialog', { name: 'Ajouter un membre' });
  expect(await champ(dialog, 'Heure(s) par semaine*').inputValue()).toBe('0');
  await champ(dialog, 'Heure(s) par semaine*').fill('trente');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await dialog.getByText('Entrer une valeur numérique').waitFor();
  await chercherEmploye(b.page, 'Employé', 'celest', titulaire.nomComplet);
  await dialog.getByLabel('Couleur').fill('#1565c0');
  await champ(dialog, 'Heure(s) par semaine*').fill('35');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await b.page.getByText(`${titulaire.nomComplet} ajouté(e) au service`).waitFor();

  await b.page.getByRole('button', { name: 'Ajouter un membre' }).click();
  dialog = b.page.getByRole('dialog', { name: 'Ajouter un membre' });
  await chercherEmploye(b.page, 'Employé', 'doroth', vacataire.nomComplet);
  await champ(dialog, 'Heure(s) par semaine*').fill('17,5');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await b.page.getByText(`${vacataire.nomComplet} ajouté(e) au service`).waitFor();

  const titulaires = b.page.getByRole('list', { name: 'Titulaires' });
  await expect
    .poll(() => titulaires.getByRole('listitem').allTextContents())
    .toEqual([`CE${titulaire.nomComplet}35,00 h par semaine`]);
  const avatar = titulaires.getByText('CE', { exact: true });
  expect(await avatar.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(21, 101, 192)');
  const remplacants = b.page.getByRole('list', { name: 'Remplacants' });
  await expect
    .poll(() => remplacants.getByRole('listitem').allTextContents())
    .toEqual([`DE${vacataire.nomComplet}17,50 h par semaine`]);
});

it('edits a member, replaces another from today and removes a third', async () => {
  const chef = await createEmploye(b.baseURL, 'Eulalie');
  const [edite, remplace, retire, remplacant] = await Promise.all(
    ['Firmin', 'Gaspard', 'Hortense', 'Isidore'].map((p) => createEmploye(b.baseURL, p)),
  );
  const serviceId = await createService(b.baseURL, nomDeService('Changements'), chef.employeId);
  for (const e of [edite, remplace, retire]) await createMembre(b.baseURL, serviceId, e!.employeId);
  await ouvrir(b.page, 'rh@demo.test', `/services/${serviceId}`);

  let dialog = await actionMembre(b.page, edite!.nomComplet, 'Modifier');
  await champ(dialog, 'Heure(s) par semaine*').fill('-2');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.getByText('Entrer une valeur numérique').waitFor();
  await champ(dialog, 'Heure(s) par semaine*').fill('28');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await membre(b.page, edite!.nomComplet).getByText('28,00 h par semaine').waitFor();

  dialog = await actionMembre(b.page, remplace!.nomComplet, 'Remplacer');
  await dialog.getByRole('button', { name: 'Remplacer' }).click();
  expect(await dialog.getByText('*information obligatoire').count()).toBe(2);
  await chercherEmploye(b.page, 'Remplaçant', 'isid', remplacant!.nomComplet);
  await saisirDate(dialog, 'À partir du', iso(new Date()));
  await dialog.getByRole('button', { name: 'Remplacer' }).click();
  await b.page.getByText(`${remplacant!.nomComplet} remplace ${remplace!.nomComplet}`).waitFor();
  // From today the newcomer holds the place; the replaced member left yesterday.
  await membre(b.page, remplacant!.nomComplet).waitFor();
  expect(await membre(b.page, remplace!.nomComplet).count()).toBe(0);

  dialog = await actionMembre(b.page, retire!.nomComplet, 'Retirer du service');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await b.page.getByText(`${retire!.nomComplet} retiré(e) du service`).waitFor();
  await expect.poll(() => membre(b.page, retire!.nomComplet).count()).toBe(0);
});

it('renames the service, designates a head, sets a strategy and closes it at a date', async () => {
  const [chef, successeur] = await Promise.all([
    createEmploye(b.baseURL, 'Joachim'),
    createEmploye(b.baseURL, 'Kleber'),
  ]);
  const serviceId = await createService(b.baseURL, nomDeService('Organisation'), chef.employeId);
  await ouvrir(b.page, 'rh@demo.test', `/services/${serviceId}`);
  await b.page.getByRole('tab', { name: 'Administration' }).click();

  const nouveauNom = nomDeService('Renommé');
  await b.page.getByRole('button', { name: 'Modifier Nom du service' }).click();
  await champ(b.page, 'Nom du service').fill(nouveauNom);
  await b.page.keyboard.press('Enter');
  await b.page.getByText('Service renommé').waitFor();
  await b.page.getByRole('heading', { name: nouveauNom }).waitFor();
  await liste(b.page).getByRole('link', { name: nouveauNom }).waitFor();

  await b.page.getByRole('button', { name: 'Modifier Chef de service' }).click();
  await b.page.getByRole('option', { name: successeur.nomComplet }).click();
  await liste(b.page).getByText(`Dirigé par ${successeur.nomComplet}`).waitFor();

  const joursFeries = b.page.getByRole('switch', { name: 'Heures automatiques les jours fériés' });
  expect(await joursFeries.isChecked()).toBe(false);
  await joursFeries.click();
  await expect.poll(() => joursFeries.isChecked()).toBe(true);
  expect(await b.page.getByRole('switch', { name: 'Validation autonome des demandes' }).isDisabled()).toBe(true);

  const fermeture = new Date();
  fermeture.setDate(fermeture.getDate() + 30);
  await b.page.getByRole('button', { name: 'Fermer le service' }).click();
  const dialog = b.page.getByRole('dialog', { name: `Fermer le service ${nouveauNom}` });
  await dialog.getByText(/La fermeture est définitive/).waitFor();
  await dialog.getByRole('button', { name: 'Fermer le service' }).click();
  await dialog.getByText('*information obligatoire').waitFor();
  await saisirDate(dialog, 'Date de fermeture', iso(fermeture));
  await dialog.getByRole('button', { name: 'Fermer le service' }).click();
  await dialog
    .getByText(`Le service ${nouveauNom} est fermé après le ${dateFr(iso(fermeture))}.`, { exact: false })
    .waitFor();
  expect(await dialog.getByRole('button').allTextContents()).toEqual(['Fermer']);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await b.page.getByText(`Ce service est fermé après le ${dateFr(iso(fermeture))}.`).waitFor();
  expect(await b.page.getByRole('button', { name: 'Fermer le service' }).count()).toBe(0);
});

it('deletes a service once its name is typed, then goes back to the list', async () => {
  const chef = await createEmploye(b.baseURL, 'Leonce');
  const nom = nomDeService('A supprimer');
  const serviceId = await createService(b.baseURL, nom, chef.employeId);
  await ouvrir(b.page, 'rh@demo.test', `/services/${serviceId}`);
  await b.page.getByRole('tab', { name: 'Administration' }).click();
  await b.page.getByRole('button', { name: 'Supprimer le service' }).click();
  const dialog = b.page.getByRole('dialog', { name: `Supprimer le service ${nom}` });
  await dialog.getByText(/seront perdues de manière irréversible/).waitFor();
  expect(await dialog.getByRole('button', { name: 'Supprimer' }).isDisabled()).toBe(true);
  await dialog.getByRole('textbox').fill(nom);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await b.page.waitForURL(/\/services$/);
  await b.page.getByText('Service supprimé').waitFor();
  await liste(b.page).getByRole('link', { name: 'Foyer Les Cèdres' }).waitFor();
  await expect.poll(() => liste(b.page).getByRole('link', { name: nom }).count()).toBe(0);
});

it('shows an employee neither Créer nor the administration tab, but the leave table', async () => {
  await ouvrir(b.page, 'salarie@demo.test', '/services');
  await liste(b.page)
    .getByRole('link', { name: /^Foyer Les Cèdres/ })
    .click();
  await b.page.getByRole('heading', { name: 'Foyer Les Cèdres' }).waitFor();
  expect(await b.page.getByRole('tab').allTextContents()).toEqual(['Membres', 'Tableau des congés']);
  expect(await b.page.getByRole('button', { name: 'Créer' }).count()).toBe(0);
  expect(await b.page.getByRole('button', { name: 'Export Paye' }).count()).toBe(0);
  expect(await b.page.getByRole('button', { name: 'Ajouter un membre' }).count()).toBe(0);
  await b.page.getByRole('link', { name: 'Planning', exact: true }).waitFor();
});
