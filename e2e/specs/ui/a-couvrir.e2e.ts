import {
  type Candidats,
  type Demande,
  type PlanningSemaine,
  type PlanningUtilisateur,
  semaineDe,
  type Validation,
} from '@roulement/contract';
import { expect, it } from 'vitest';
import { apiLogin, getJson, sendJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { loginAs, surTelephone, useBrowser } from '../../support/browser';
import { compteDemo, creneauxDemandables, demanderConges, semaineDans } from '../../support/demandes';

const b = useBrowser();
const TELEPHONE = { width: 390, height: 844 };
/** Set to a folder to keep a picture of each screen. */
const CAPTURES = process.env.CAPTURES_A_COUVRIR;

function validationADonner(validations: Validation[]): Validation | undefined {
  for (const v of validations) {
    if (v.accepte === null && v.abilities.valider) return v;
    const sous = validationADonner(v.sousValidations);
    if (sous) return sous;
  }
  return undefined;
}

/** Every validator of the tree accepts, until the request is accepted and its leave written. */
async function accepter(demandeId: number) {
  for (let tour = 0; tour < 4; tour++) {
    for (const email of ['chef@demo.test', 'directeur@demo.test', 'rh@demo.test']) {
      const authorization = await apiLogin(b.baseURL, email);
      const demande = await getJson<Demande>(b.baseURL, `/api/demande/${demandeId}`, authorization);
      if (demande.statut.demandeStatutId === 2) return;
      const v = validationADonner(demande.validations);
      if (v) {
        await sendJson(
          b.baseURL,
          'PUT',
          `/api/demande/${demandeId}/validation/${v.validationId}/valider`,
          authorization,
          {},
        );
      }
    }
  }
  throw new Error(`demande ${demandeId} non acceptée`);
}

it('turns an accepted leave into slots to cover, offered to three ranked candidates, one accepting on a phone (issue 27)', async () => {
  const salarie = await compteDemo(b.baseURL, 'salarie@demo.test');
  let demandeId = 0;
  for (const n of [1, 2]) {
    const creneaux = await creneauxDemandables(b.baseURL, salarie, semaineDans(n), 'demanderConges');
    for (const date of new Set(creneaux.map((c) => c.date))) {
      demandeId = await demanderConges(b.baseURL, salarie, date, date).catch(() => 0);
      if (demandeId) break;
    }
    if (demandeId) break;
  }
  expect(demandeId).toBeGreaterThan(0);
  await accepter(demandeId);

  await b.context.close();
  b.context = await b.browser.newContext({
    baseURL: b.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: TELEPHONE,
    hasTouch: true,
    isMobile: true,
  });
  b.page = await b.context.newPage();
  b.page.setDefaultTimeout(15_000);
  const page = b.page;
  await loginAs(page, 'chef@demo.test');
  await page.waitForURL('**/planning');

  // The home's counters lead to « À couvrir ».
  const compteurs = page.getByRole('region', { name: 'Ce qui vous attend' }).getByTestId('compteurs-a-couvrir');
  await compteurs.waitFor();
  expect(await compteurs.textContent()).toMatch(/^[1-9]\d* créneaux?dont /);
  await page.getByRole('link', { name: 'Voir les créneaux à couvrir' }).tap();
  await page.waitForURL('**/a-couvrir');

  const liste = page.getByRole('list', { name: 'Créneaux à couvrir' });
  const liens = liste.locator('a').filter({ hasText: salarie.nomComplet });
  await liens.first().waitFor();
  // A slot of the leave with at least three available candidates, to offer it to three.
  const chef = await apiLogin(b.baseURL, 'chef@demo.test');
  let choix: { href: string; classement: Candidats } | undefined;
  for (const href of await liens.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    const id = href.split('/').at(-1);
    const classement = await getJson<Candidats>(b.baseURL, `/api/couverture/creneau/${id}/candidats`, chef);
    if (classement.candidats.filter((c) => c.disponible).length >= 3) choix = { href, classement };
    if (choix) break;
  }
  expect(choix).toBeDefined();
  const { href, classement } = choix!;
  const lien = liste.locator(`a[href="${href}"]`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEPHONE.width);
  expect(await violationsGraves(page, 'À couvrir (téléphone)')).toEqual([]);
  if (CAPTURES) await page.screenshot({ path: `${CAPTURES}/a-couvrir-telephone.png`, fullPage: true });

  await lien.tap();
  await page.waitForURL(`**${href}`);
  const candidats = page.getByRole('list', { name: 'Candidats' });
  await candidats.waitFor();
  await candidats.getByText('Membres du service').waitFor();
  expect(await candidats.getByText(/repos de .+ (respecté|seulement)/).count()).toBeGreaterThan(0);
  expect(await candidats.getByText(/cette semaine/).count()).toBeGreaterThan(0);
  // Three of the available candidates, the first of the ranking first.
  const creneauId = classement.creneau.creneauId;
  const choisis = classement.candidats.filter((c) => c.disponible).slice(0, 3);
  expect(choisis).toHaveLength(3);
  for (const c of choisis) await candidats.getByRole('checkbox', { name: c.nomComplet }).tap();
  await page.getByRole('region', { name: 'Candidats choisis' }).getByText('3 candidats choisis').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEPHONE.width);
  // The whole row is the touch target of the choice.
  const ligne = await candidats.locator('label').first().boundingBox();
  expect(ligne!.height).toBeGreaterThanOrEqual(44);
  expect(await violationsGraves(page, 'Candidats (téléphone)')).toEqual([]);
  if (CAPTURES) await page.screenshot({ path: `${CAPTURES}/candidats-telephone.png`, fullPage: true });

  await page.getByRole('button', { name: 'Envoyer une offre' }).tap();
  const envoi = page.getByRole('dialog', { name: 'Envoyer une offre de remplacement' });
  await envoi.getByLabel('Message (facultatif)').fill('Merci de me dire vite');
  await envoi.getByRole('button', { name: 'Envoyer' }).tap();
  await page.getByText('Offre envoyée à 3 personnes').waitFor();
  await page.getByText('Offre en cours').waitFor();

  // The second candidate accepts from their phone; the offer reached them by e-mail, push and badge.
  const gagnant = choisis[1]!;
  const employes = await getJson<{ employeId: number; utilisateur: { utilisateurId: number; email: string } }[]>(
    b.baseURL,
    '/api/employe/etablissement/14',
    await apiLogin(b.baseURL, 'rh@demo.test'),
  );
  const compte = employes.find((e) => e.employeId === gagnant.employeId)!.utilisateur;
  const telephone = await surTelephone(b);
  await loginAs(telephone, compte.email);
  await telephone.waitForURL('**/planning');
  await telephone
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: /Offres/ })
    .tap();
  await telephone.waitForURL('**/offres');
  const carte = telephone
    .getByRole('article')
    .filter({ hasText: salarie.nomComplet })
    .filter({ hasText: 'En cours' })
    .first();
  await carte.getByText('« Merci de me dire vite »').waitFor();
  expect(await telephone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEPHONE.width);
  expect(await violationsGraves(telephone, 'Mes offres (téléphone)')).toEqual([]);
  if (CAPTURES) await telephone.screenshot({ path: `${CAPTURES}/offre-telephone.png`, fullPage: true });
  const bouton = carte.getByRole('button', { name: "J'accepte" });
  expect((await bouton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await bouton.tap();
  await telephone.getByText('Vous avez accepté').waitFor();

  // The replacement is in the service's week and in the candidate's own planning.
  const { creneau } = classement;
  const semaine = semaineDe(creneau.date);
  const duService = await getJson<PlanningSemaine>(
    b.baseURL,
    `/api/creneau/service/${creneau.serviceId}/semaine?_annee=${semaine.annee}&_semaine=${semaine.semaine}`,
    chef,
  );
  expect(duService.creneaux.find((c) => c.creneauId === creneauId)?.remplacements).toHaveLength(1);
  const aLui = await getJson<PlanningUtilisateur>(
    b.baseURL,
    `/api/creneau/utilisateur/${compte.utilisateurId}?_annee=${semaine.annee}&_semaine=${semaine.semaine}`,
    await apiLogin(b.baseURL, compte.email),
  );
  expect(aLui.creneaux.some((c) => c.type === 'CreneauDeRemplacement' && c.remplace === creneauId)).toBe(true);
});
