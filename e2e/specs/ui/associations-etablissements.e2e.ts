import { CLE_SIRET_INVALIDE, FINESS_INVALIDE, SIREN_INVALIDE, SIRET_INVALIDE } from '@roulement/contract';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, postJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { champ, loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();
const suffixe = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function ouvrir(page: Page, path: string) {
  await loginAs(page, 'admin@demo.test');
  await page.waitForURL('**/planning');
  await page.goto(path);
}

/** An employee of the new establishment, declared through the API so the test owns it. */
async function creerEmployeDans(etablissementId: number, prenom: string) {
  const authorization = await apiLogin(b.baseURL, 'admin@demo.test');
  const email = `${prenom.toLowerCase()}.${suffixe()}@e2e.test`;
  await postJson(b.baseURL, '/api/employe', authorization, {
    utilisateur: { utilisateurId: 0, genre: 'Mme', nom: 'Essai', prenom, email },
    etablissementId,
    soldeRecupInitial: 0,
    soldeInitialCongesPayes: 0,
    soldeInitialCongesTrimestriels: 0,
  });
  return `${prenom} Essai`;
}

it('creates an association through its dialog, then lists it with its SIREN and opens its detail', async () => {
  await ouvrir(b.page, '/association');
  const liste = b.page.getByRole('navigation', { name: 'Liste des associations' });
  await liste.getByRole('button', { name: 'Créer' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Créer une association' });
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await dialog.getByText('Information obligatoire').waitFor();
  const nom = `Association des Saules ${suffixe()}`;
  await champ(dialog, 'Nom').fill(nom);
  await champ(dialog, 'SIREN').fill('775 672 272');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await b.page.waitForURL(/\/association\/\d+$/);
  await b.page.getByRole('heading', { name: nom }).waitFor();
  const item = liste.getByRole('link', { name: new RegExp(nom) });
  expect(await item.textContent()).toContain('SIREN 775672272');
  await liste.getByRole('searchbox', { name: 'Rechercher' }).fill('saules');
  await item.waitFor();
  expect(await violationsGraves(b.page, 'Associations')).toEqual([]);
});

/** The field's helper text, tied to it by aria-describedby: the message stands under its field. */
async function erreurSous(scope: Locator, label: string, message: string) {
  const field = champ(scope, label);
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const id = await field.getAttribute('aria-describedby');
  expect(await scope.locator(`[id="${id}"]`).textContent()).toBe(message);
}

it('shows under SIREN, FINESS and SIRET why each is refused, and creates nothing (issue 23)', async () => {
  await ouvrir(b.page, '/association');
  const liste = b.page.getByRole('navigation', { name: 'Liste des associations' });
  await liste.getByRole('button', { name: 'Créer' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Créer une association' });
  await champ(dialog, 'Nom').fill(`Association refusée ${suffixe()}`);
  await champ(dialog, 'SIREN').fill('abc');
  await champ(dialog, 'FINESS').fill('750000011');
  await champ(dialog, 'SIRET').fill('!!');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await erreurSous(dialog, 'SIREN', SIREN_INVALIDE);
  await erreurSous(dialog, 'FINESS', FINESS_INVALIDE);
  await erreurSous(dialog, 'SIRET', SIRET_INVALIDE);
  await champ(dialog, 'SIREN').fill('775672272');
  await champ(dialog, 'FINESS').fill('2A 000 001 6');
  await champ(dialog, 'SIRET').fill('00011');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await erreurSous(dialog, 'SIRET', CLE_SIRET_INVALIDE);
  expect(b.page.url()).toMatch(/\/association$/);
});

it('lets the director add and remove an accountant from the Administration tab (issue 23)', async () => {
  await loginAs(b.page, 'directeur@demo.test', undefined, '/etablissement/administration');
  const comptables = b.page.getByRole('region', { name: 'Comptables' });
  await comptables.getByRole('button', { name: 'Ajouter un comptable' }).click();
  const ajout = b.page.getByRole('dialog', { name: 'Ajouter un comptable' });
  await ajout.getByRole('combobox', { name: /^Comptable/ }).fill('samuel');
  await b.page.getByRole('option', { name: 'Samuel Salarié' }).click();
  await ajout.getByRole('button', { name: 'Ajouter' }).click();
  await comptables.getByText('Samuel Salarié').waitFor();
  const directeur = b.page.getByRole('region', { name: 'Directeur' });
  expect(await directeur.getByRole('button', { name: 'Désigner' }).count()).toBe(0);
  await comptables.getByRole('button', { name: 'Retirer Samuel Salarié' }).click();
  await b.page.getByRole('dialog', { name: 'Retirer le comptable' }).getByRole('button', { name: 'Retirer' }).click();
  await expect.poll(() => comptables.getByText('Samuel Salarié').count()).toBe(0);
});

it('creates an establishment, names its director, adds an accountant and a dispositif', async () => {
  await ouvrir(b.page, '/etablissements');
  const liste = b.page.getByRole('navigation', { name: 'Liste des établissements' });
  await liste.getByRole('button', { name: 'Créer' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Créer un établissement' });
  const raisonSociale = `Maison des Aulnes ${suffixe()}`;
  await champ(dialog, 'Raison sociale').fill(raisonSociale);
  // Association 2's SIREN 775 672 272 with 00099 fails the SIRET key: only the server knows it.
  await champ(dialog, 'Extension SIRET').fill('00099');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await erreurSous(
    dialog,
    'Extension SIRET',
    'Clé de contrôle invalide pour le SIRET formé du SIREN et de cette extension',
  );
  await champ(dialog, 'Extension SIRET').fill('00090');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await b.page.waitForURL(/\/etablissements\/\d+$/);
  await b.page.getByRole('heading', { name: raisonSociale }).waitFor();
  await liste.getByRole('link', { name: raisonSociale }).waitFor();
  const etablissementId = Number(b.page.url().split('/').pop());

  const directrice = await creerEmployeDans(etablissementId, 'Diane');
  const comptable = await creerEmployeDans(etablissementId, 'Carla');
  await b.page.reload();
  const directeur = b.page.getByRole('region', { name: 'Directeur' });
  await directeur.getByText('Aucun directeur désigné').waitFor();
  await directeur.getByRole('combobox', { name: 'Nouveau directeur' }).fill('dian');
  await b.page.getByRole('option', { name: directrice }).click();
  await directeur.getByRole('button', { name: 'Désigner' }).click();
  await directeur.getByText(directrice, { exact: true }).waitFor();

  const comptables = b.page.getByRole('region', { name: 'Comptables' });
  await comptables.getByRole('button', { name: 'Ajouter un comptable' }).click();
  const ajout = b.page.getByRole('dialog', { name: 'Ajouter un comptable' });
  await ajout.getByRole('combobox', { name: /^Comptable/ }).fill('carl');
  await b.page.getByRole('option', { name: comptable }).click();
  await ajout.getByRole('button', { name: 'Ajouter' }).click();
  await comptables.getByText(comptable).waitFor();

  const dispositifs = b.page.getByRole('region', { name: 'Dispositifs' });
  await dispositifs.getByText('Aucun dispositif').waitFor();
  await dispositifs.getByRole('button', { name: 'Créer un dispositif' }).click();
  const creation = b.page.getByRole('dialog', { name: 'Créer un dispositif' });
  await champ(creation, 'Libellé').fill('Ac');
  await creation.getByRole('button', { name: 'Créer' }).click();
  await creation.getByText('Trop court (3 caractères minimum)').waitFor();
  await champ(creation, 'Libellé').fill('Accueil temporaire');
  await champ(creation, 'Durée minimum (jours)').fill('1');
  await champ(creation, 'Durée maximum (jours)').fill('90');
  await creation.getByRole('button', { name: 'Créer' }).click();
  await dispositifs.getByRole('cell', { name: 'Accueil temporaire', exact: true }).waitFor();
  expect(await violationsGraves(b.page, 'Établissements')).toEqual([]);

  await dispositifs.getByRole('button', { name: 'Supprimer Accueil temporaire' }).click();
  await b.page
    .getByRole('dialog', { name: 'Supprimer le dispositif' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await dispositifs.getByText('Aucun dispositif').waitFor();
});
