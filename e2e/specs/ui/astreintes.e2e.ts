import {
  ajouterJours,
  lundiDeLaSemaineDe,
  type PlanningAstreinte,
  type ResumeAnnuel,
  titreMois,
} from '@roulement/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';
import { aujourdhuiAParis, choisir, dateFr, saisirDate } from '../../support/pickers';

const b = useBrowser();
const ETABLISSEMENT = 14;
const DANIEL = 'Daniel Directeur';
const JOURS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

const majuscule = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** Moves the grid forward to the month of `iso`, one click at a time (the targets are ahead). */
async function allerAuMois(page: Page, iso: string) {
  const titre = majuscule(titreMois(Number(iso.slice(0, 4)), Number(iso.slice(5, 7))));
  const affiche = page.locator('h3[aria-live="polite"]');
  for (let i = 0; i < 14; i++) {
    const actuel = await affiche.textContent();
    if (actuel === titre) return;
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await expect.poll(() => affiche.textContent()).not.toBe(actuel);
  }
  throw new Error(`Mois introuvable : ${titre}`);
}

/** The « Prévus sur le temps restant » of Daniel's card. */
async function prevusDeDaniel(page: Page): Promise<number> {
  const ligne = page.getByLabel(DANIEL, { exact: true }).getByText('Prévus sur le temps restant').locator('xpath=..');
  return Number(/(\d+) j$/.exec((await ligne.textContent()) ?? '')?.[1]);
}

async function attendrePrevus(page: Page, attendu: number) {
  await expect.poll(() => prevusDeDaniel(page), { timeout: 15_000 }).toBe(attendu);
}

it('generates and publishes a model, changes a day and a week, and the summary cards follow', async () => {
  const lundi = ajouterJours(lundiDeLaSemaineDe(aujourdhuiAParis()), 7);
  await loginAs(b.page, 'rh@demo.test');
  await b.page.getByRole('link', { name: 'Établissement' }).waitFor();
  await b.page.goto('/etablissement/astreintes');
  await b.page.getByText("Les appels d'urgence sont actuellement redirigés vers le:", { exact: false }).waitFor();
  await b.page.getByRole('table', { name: 'Planning des astreintes' }).waitFor();
  await b.page.getByText('Prévus sur le temps restant').first().waitFor();
  expect(await violationsGraves(b.page, 'onglet Astreintes')).toEqual([]);

  // 1. Date, 2. Générer, 3. Ajuster, 4. Publier.
  await b.page.getByRole('button', { name: 'Créer un roulement' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Créer un roulement' });
  await saisirDate(dialog, 'Date de début du modèle', lundi);
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('table', { name: 'Jours dus par an' }).getByText(DANIEL).waitFor();
  expect(await violationsGraves(b.page, 'Créer un roulement')).toEqual([]);
  await dialog.getByRole('button', { name: 'Générer' }).click();
  const semaines = dialog.getByRole('table', { name: 'Semaines du modèle' });
  await semaines.waitFor();
  expect(await semaines.getByRole('row').count()).toBeGreaterThan(1);
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await choisir(b.page, dialog, 'Semaine de début du roulement', /^Semaine 1$/);
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await b.page.getByText(new RegExp(`Roulement publié du ${dateFr(lundi)} au 31/12/`)).waitFor();

  // Two consecutive weeks of the published roster, of one year, neither held by Daniel.
  const rh = await apiLogin(b.baseURL, 'rh@demo.test');
  const annee = Number(ajouterJours(lundi, 21).slice(0, 4));
  const resume = await getJson<ResumeAnnuel>(
    b.baseURL,
    `/api/astreinte/etablissement/${ETABLISSEMENT}/resumeAnnuel?_annee=${annee}`,
    rh,
  );
  const daniel = resume.employes.find((e) => e.nomComplet === DANIEL)!.employeId;
  const lundis = Array.from({ length: 12 }, (_, k) => ajouterJours(lundi, 7 * k)).filter((l) =>
    l.startsWith(`${annee}`),
  );
  const titulaire = async (l: string) => {
    const p = await getJson<PlanningAstreinte>(
      b.baseURL,
      `/api/astreinte/etablissement/${ETABLISSEMENT}/planning?_annee=${l.slice(0, 4)}&_mois=${Number(l.slice(5, 7))}`,
      rh,
    );
    return p.astreintesHedbdomadaires.find((s) => s.semaine.semaine === l)!.planningDeLaSemaine['1'];
  };
  let w1 = '';
  for (const l of lundis) {
    if ((await titulaire(l)) !== daniel && (await titulaire(ajouterJours(l, 7))) !== daniel) {
      w1 = l;
      break;
    }
  }
  expect(w1).not.toBe('');
  const w2 = ajouterJours(w1, 7);

  await allerAuMois(b.page, w1);
  const avant = await prevusDeDaniel(b.page);

  // A day: Tuesday of the first week to Daniel.
  const mardi = ajouterJours(w1, 1);
  await b.page.getByRole('button', { name: `${JOURS[1]} ${dateFr(mardi)}` }).click();
  const choix = b.page.getByRole('dialog', { name: `Astreinte du ${dateFr(mardi)}` });
  await choix.getByRole('button', { name: DANIEL }).click();
  await choix.waitFor({ state: 'hidden' });
  await attendrePrevus(b.page, avant + 1);

  // A week: the next one to Daniel, with the week button.
  await allerAuMois(b.page, w2);
  const semaine = await getJson<PlanningAstreinte>(
    b.baseURL,
    `/api/astreinte/etablissement/${ETABLISSEMENT}/planning?_annee=${w2.slice(0, 4)}&_mois=${Number(w2.slice(5, 7))}`,
    rh,
  );
  const numero = semaine.astreintesHedbdomadaires.find((s) => s.semaine.semaine === w2)!.semaine.numero;
  await b.page.getByRole('button', { name: `Affecter la semaine ${numero}`, exact: true }).click();
  const choixSemaine = b.page.getByRole('dialog', { name: `Astreinte de la semaine ${numero}` });
  await choixSemaine.getByRole('button', { name: DANIEL }).click();
  await choixSemaine.waitFor({ state: 'hidden' });
  await attendrePrevus(b.page, avant + 8);
  await b.page.locator(`tr[data-semaine="${numero}"][data-semaine-entiere="${DANIEL}"]`).waitFor();

  // And 'Personne' clears the Tuesday again.
  await allerAuMois(b.page, w1);
  await b.page.getByRole('button', { name: `${JOURS[1]} ${dateFr(mardi)}` }).click();
  const vider = b.page.getByRole('dialog', { name: `Astreinte du ${dateFr(mardi)}` });
  await vider.getByRole('button', { name: 'Personne' }).click();
  await vider.waitFor({ state: 'hidden' });
  await attendrePrevus(b.page, avant + 7);
});

it('shows the roster read-only to an employee: no week or validation buttons, no model, no redirect line', async () => {
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.getByRole('link', { name: 'Établissement' }).waitFor();
  await b.page.goto('/etablissement/astreintes');
  const grille = b.page.getByRole('table', { name: 'Planning des astreintes' });
  await grille.waitFor();
  expect(await grille.getByRole('button').count()).toBe(0);
  expect(await b.page.getByRole('button', { name: 'Créer un roulement' }).count()).toBe(0);
  expect(await b.page.getByText("Les appels d'urgence", { exact: false }).count()).toBe(0);
});

it("shows at the Ajuster step each person's average annual on-call days, and follows a change", async () => {
  const lundi = ajouterJours(lundiDeLaSemaineDe(aujourdhuiAParis()), 7);
  await loginAs(b.page, 'rh@demo.test');
  await b.page.getByRole('link', { name: 'Établissement' }).waitFor();
  await b.page.goto('/etablissement/astreintes');
  await b.page.getByRole('button', { name: 'Créer un roulement' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Créer un roulement' });
  await saisirDate(dialog, 'Date de début du modèle', lundi);
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('table', { name: 'Jours dus par an' }).getByText(DANIEL).waitFor();
  await dialog.getByRole('button', { name: 'Générer' }).click();
  const semaines = dialog.getByRole('table', { name: 'Semaines du modèle' });
  await semaines.waitFor();
  const moyennes = dialog.getByRole('table', { name: "Jours d'astreinte annuels moyens" });
  await moyennes.waitFor();
  expect(await violationsGraves(b.page, 'Créer un roulement, Ajuster')).toEqual([]);

  const titulaires = await semaines.getByRole('combobox').allTextContents();
  const n = titulaires.length;
  const attendu = (k: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format((k / n) * 365.25);
  const ligneDe = (nom: string) => moyennes.getByRole('row', { name: new RegExp(nom) }).locator('td');
  const avant = await ligneDe(DANIEL).allTextContents();
  const k = Number(avant[1]);
  expect(k).toBe(titulaires.filter((t) => t === DANIEL).length);
  expect(avant[2]).toBe(attendu(k));

  // A week held by someone else goes to Daniel: his average takes one more week at once.
  const ordre = titulaires.findIndex((t) => t !== DANIEL) + 1;
  await choisir(b.page, semaines, `Semaine ${ordre}`, new RegExp(`^${DANIEL}$`));
  await expect.poll(() => ligneDe(DANIEL).allTextContents()).toEqual([DANIEL, String(k + 1), attendu(k + 1), avant[3]]);
});
