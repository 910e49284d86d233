import {
  AVERTISSEMENT_PUBLICATION,
  ajouterJours,
  decalerSemaine,
  lundiDeLaSemaineDe,
  numeroSemaine,
  type PlanningSemaine,
  type ServiceResume,
  semaineDe,
} from '@roulement/contract';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { loginAs, useBrowser } from '../../support/browser';
import { choisir, iso, saisirDate } from '../../support/pickers';
import { createServiceAvecMembres } from '../../support/services';

const b = useBrowser();

/** Pixels below the top of the day grid (07:00) of a time `HH:MM`: 12 px per 15 minutes. */
const yDe = (heure: string) => {
  const [h, m] = heure.split(':').map(Number);
  return ((h! * 60 + m! - 420) * 12) / 15;
};

const colonne = (page: Page, semaine: number, jour: string, nom: string): Locator =>
  page.getByRole('group', { name: `Semaine ${semaine}, ${jour}, ${nom}` });

/** Drags down a member's day column from one time to another, as a person draws a slot. */
async function tracer(page: Page, cible: Locator, de: string, a: string) {
  await cible.scrollIntoViewIfNeeded();
  const box = (await cible.boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + yDe(de) + 2);
  await page.mouse.down();
  await page.mouse.move(x, box.y + yDe(a) - 2, { steps: 6 });
  await page.mouse.up();
}

async function cliquer(page: Page, cible: Locator, a: string) {
  await cible.scrollIntoViewIfNeeded();
  const box = (await cible.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + yDe(a));
}

/** Which days of the open calendar can be picked: their column (0 = Monday) and number. */
const joursChoisissables = (page: Page) =>
  page
    .getByRole('grid')
    .evaluate((grille) =>
      [...grille.querySelectorAll('[role="row"]')].flatMap((ligne) =>
        [...ligne.children].flatMap((cellule, colonne) =>
          cellule instanceof HTMLButtonElement && !cellule.disabled ? [{ colonne, jour: cellule.textContent }] : [],
        ),
      ),
    );

it('draws, resizes and rests in a two-week template, then publishes it in rotation', async () => {
  const nom = `Modèle E2E ${Date.now()}`;
  const { serviceId, membres } = await createServiceAvecMembres(b.baseURL, nom, [
    { prenom: 'Alice', couleur: '#1565C0' },
    { prenom: 'Bruno', couleur: '#FFCC80' },
  ]);
  const [alice, bruno] = membres as [(typeof membres)[0], (typeof membres)[0]];
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto(`/services/${serviceId}/modelePlanning`);
  await b.page.getByRole('heading', { name: `Modèle de planning — ${nom}` }).waitFor();

  await b.page.getByRole('button', { name: 'Modifier' }).click();
  await b.page.getByRole('button', { name: 'Ajouter une semaine' }).click();
  await b.page.getByRole('heading', { name: 'Semaine 2' }).waitFor();
  await b.page.getByRole('button', { name: 'Terminer' }).click();

  const lundi1 = colonne(b.page, 1, 'Lundi', alice.nomComplet);
  await tracer(b.page, lundi1, '08:00', '12:00');
  const creneau = lundi1.getByRole('button', { name: 'Créneau 08:00 – 12:00' });
  await creneau.waitFor();
  const mardi2 = colonne(b.page, 2, 'Mardi', bruno.nomComplet);
  await tracer(b.page, mardi2, '09:00', '17:00');
  await mardi2.getByRole('button', { name: 'Créneau 09:00 – 17:00' }).waitFor();

  // The bottom edge, dragged one hour down, ends the slot at 13:00.
  await creneau.scrollIntoViewIfNeeded();
  const poignee = (await creneau.getByTestId('poignee-bas').boundingBox())!;
  await b.page.mouse.move(poignee.x + poignee.width / 2, poignee.y + poignee.height / 2);
  await b.page.mouse.down();
  await b.page.mouse.move(poignee.x + poignee.width / 2, poignee.y + poignee.height / 2 + 48, { steps: 6 });
  await b.page.mouse.up();
  await lundi1.getByRole('button', { name: 'Créneau 08:00 – 13:00' }).waitFor();

  // A click without a drag opens the day's menu.
  const mercredi1 = colonne(b.page, 1, 'Mercredi', alice.nomComplet);
  await cliquer(b.page, mercredi1, '10:00');
  await b.page.getByRole('menuitem', { name: 'Poser un jour de repos' }).click();
  await mercredi1.getByRole('img', { name: 'Jour de repos' }).waitFor();

  await b.page.getByRole('button', { name: 'Publier', exact: true }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Publier le modèle' });
  await dialog.getByText(AVERTISSEMENT_PUBLICATION).waitFor();
  await dialog.getByRole('button', { name: /^Choisir la date/ }).click();
  const choisissables = await joursChoisissables(b.page);
  expect(choisissables.length).toBeGreaterThan(0);
  expect(choisissables.every((j) => j.colonne === 0)).toBe(true);
  await dialog.getByRole('heading', { name: 'Publier le modèle' }).click();
  await b.page.getByRole('grid').waitFor({ state: 'detached' });

  const lundi = ajouterJours(lundiDeLaSemaineDe(iso(new Date())), 7);
  await saisirDate(dialog, 'Date de mise en application', lundi);
  await choisir(b.page, dialog, 'Semaine de début du roulement', 'Semaine 1');
  await dialog.getByRole('button', { name: 'Publier' }).click();
  const premiere = semaineDe(lundi);
  await b.page.waitForURL(`**/services/${serviceId}/planning/${numeroSemaine(premiere)}`);
  // The service planning opens on the published week: Alice's Monday slot of template week 1.
  await b.page.getByRole('heading', { name: `Semaine ${premiere.semaine}`, exact: true }).waitFor();
  await expect.poll(() => b.page.locator('[data-creneau-id]').count()).toBe(1);
  await b.page.getByRole('button', { name: `${alice.nomComplet}, Travail, 08:00 – 13:00` }).waitFor();
  // The next weeks, picked in the week list, follow the rotation: week 2 of the template, then week 1.
  const rotation = [`${bruno.nomComplet}, Travail, 09:00 – 17:00`, `${alice.nomComplet}, Travail, 08:00 – 13:00`];
  for (const [i, attendu] of rotation.entries()) {
    const s = decalerSemaine(premiere, i + 1);
    await b.page
      .getByRole('list', { name: 'Semaines affichées' })
      .getByRole('button', { name: new RegExp(`^Semaine ${s.semaine}\\b`) })
      .click();
    await b.page.getByRole('heading', { name: `Semaine ${s.semaine}`, exact: true }).waitFor();
    await b.page.getByRole('button', { name: attendu }).waitFor();
    expect(await b.page.locator('[data-creneau-id]').count()).toBe(1);
  }

  const authorization = await apiLogin(b.baseURL, 'rh@demo.test');
  const semaine = async (decalage: number) => {
    const s = decalerSemaine(premiere, decalage);
    const path = `/api/creneau/service/${serviceId}/semaine?_annee=${s.annee}&_semaine=${s.semaine}`;
    const planning = await getJson<PlanningSemaine>(b.baseURL, path, authorization);
    return planning.creneaux
      .map(
        (c) =>
          `${c.membreId === alice.membreId ? 'Alice' : 'Bruno'} ${c.date} ${c.heureDebut.toHeureMinute}-${c.heureFin.toHeureMinute}`,
      )
      .sort();
  };
  const lundiDe = (decalage: number) => ajouterJours(lundi, 7 * decalage);
  expect(await semaine(0)).toEqual([`Alice ${lundiDe(0)} 08:00-13:00`]);
  expect(await semaine(1)).toEqual([`Bruno ${ajouterJours(lundiDe(1), 1)} 09:00-17:00`]);
  expect(await semaine(2)).toEqual([`Alice ${lundiDe(2)} 08:00-13:00`]);
});

it('shows the Foyer Les Cèdres template to salarie@demo.test read-only: no drawing, no menus, no publication', async () => {
  const authorization = await apiLogin(b.baseURL, 'salarie@demo.test');
  const services = await getJson<ServiceResume[]>(b.baseURL, '/api/service/search/?_search=C%C3%A8dres', authorization);
  const foyer = services.find((s) => s.nom === 'Foyer Les Cèdres')!;
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto(`/services/${foyer.serviceId}/modelePlanning`);
  await b.page.getByText('Consultation seule', { exact: false }).waitFor();

  const creneaux = b.page.getByTestId('modele-creneau');
  await creneaux.first().waitFor();
  const avant = await creneaux.count();
  const premiere = b.page.getByRole('group', { name: /^Semaine 1, Lundi, / }).first();
  await tracer(b.page, premiere, '19:00', '22:00');
  await creneaux.first().click();
  await b.page.waitForTimeout(500);
  expect(await creneaux.count()).toBe(avant);
  expect(await b.page.getByRole('menu').count()).toBe(0);
  expect(await b.page.getByRole('button', { name: 'Publier', exact: true }).count()).toBe(0);
  expect(await b.page.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
  expect(await b.page.getByRole('button', { name: 'Interchanger deux membres' }).count()).toBe(0);
});
