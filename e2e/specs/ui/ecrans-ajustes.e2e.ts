import {
  type Creneau,
  type DemandesPage,
  decalerSemaine,
  numeroSemaine,
  type PlanningSemaine,
  type Semaine,
  semaineDe,
  type TypeDemande,
} from '@roulement/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';
import { createEmploye, ETABLISSEMENT } from '../../support/employes';
import { iso } from '../../support/pickers';

/** Issue 25: manager screens that fit a phone (390 × 844, touch) and a desktop (1440 px). */
const b = useBrowser();
const TELEPHONE = { width: 390, height: 844 };
const BUREAU = { width: 1440, height: 900 };
/** Foyer Les Cèdres, service 1 of the demo, headed by chef@demo.test. */
const FOYER = 1;
/** Set to a folder to keep a picture of each screen, to look at the layout by eye. */
const CAPTURES = process.env.CAPTURES_TELEPHONE;

const contextes: BrowserContext[] = [];
afterEach(async () => {
  for (const c of contextes.splice(0)) await c.close();
});

async function ouvrirSession(email: string | null, taille: { width: number; height: number }): Promise<Page> {
  const tactile = taille.width < 600;
  const context = await b.browser.newContext({
    baseURL: b.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: taille,
    hasTouch: tactile,
    isMobile: tactile,
  });
  contextes.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (email) {
    await loginAs(page, email);
    await page.waitForURL('**/planning');
  }
  return page;
}

/** Waits until the screen's data has arrived (no request left, no progress bar). */
async function attendre(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
}

const debordement = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

it('replaces a slot by touch on a phone, then takes it back with « Annuler » on the notice', {
  timeout: 90_000,
}, async () => {
  // A week far enough ahead that no other test reads it.
  const s: Semaine = decalerSemaine(semaineDe(iso(new Date())), 11);
  const planning = await getJson<PlanningSemaine>(
    b.baseURL,
    `/api/creneau/service/${FOYER}/semaine?_annee=${s.annee}&_semaine=${s.semaine}`,
    await apiLogin(b.baseURL, 'chef@demo.test'),
  );
  const lundi = planning.semaine.dateDebut;
  const libre = (membreId: number, c: Creneau) =>
    !planning.creneaux.some(
      (x) =>
        x.membreId === membreId &&
        x.date === c.date &&
        x.heureDebut.valeur < c.heureFin.valeur &&
        c.heureDebut.valeur < x.heureFin.valeur,
    );
  let choix: { creneau: Creneau; remplacant: string } | undefined;
  for (const c of planning.creneaux) {
    if (c.date !== lundi || c.type !== 'CreneauDeTravail' || !c.abilities.remplacer) continue;
    const m = planning.membres.find((x) => x.membreId !== c.membreId && libre(x.membreId, c));
    if (m) {
      choix = { creneau: c, remplacant: m.nomComplet };
      break;
    }
  }
  if (!choix) throw new Error('aucun créneau du lundi à remplacer');
  const { creneau, remplacant } = choix;

  const page = await ouvrirSession('chef@demo.test', TELEPHONE);
  await page.goto(`/services/${FOYER}/planning/${numeroSemaine(s)}`);
  // The phone's day view opens on Monday.
  await page.getByRole('group', { name: 'Vue du planning' }).waitFor();
  const bloc = page.locator(`[data-creneau-id="${creneau.creneauId}"]`);
  await bloc.tap();
  await page.getByRole('menuitem', { name: 'Remplacer' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Remplacer' });
  await dialog.waitFor();
  expect((await dialog.boundingBox())?.width).toBe(TELEPHONE.width);
  await dialog.getByRole('combobox', { name: 'Éducateur*' }).tap();
  await page.getByRole('option', { name: remplacant }).tap();
  const valider = dialog.getByRole('button', { name: 'Remplacer' });
  const boite = await valider.boundingBox();
  expect(boite && boite.x + boite.width).toBeLessThanOrEqual(TELEPHONE.width);
  expect(boite?.height).toBeGreaterThanOrEqual(44);
  await valider.tap();
  const notice = page.getByRole('alert').filter({ hasText: 'Remplacement enregistré' });
  await notice.waitFor();
  const annuler = notice.getByRole('button', { name: 'Annuler' });
  expect((await annuler.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  if (CAPTURES) await page.screenshot({ path: `${CAPTURES}/remplacement-notice.png` });
  const apres = async () =>
    (
      await getJson<PlanningSemaine>(
        b.baseURL,
        `/api/creneau/service/${FOYER}/semaine?_annee=${s.annee}&_semaine=${s.semaine}`,
        await apiLogin(b.baseURL, 'chef@demo.test'),
      )
    ).creneaux.filter((c) => c.type === 'CreneauDeRemplacement' && c.remplace === creneau.creneauId);
  expect(await apres()).toHaveLength(1);
  await annuler.tap();
  await page.getByRole('alert').filter({ hasText: 'Remplacement annulé' }).waitFor();
  expect(await apres()).toEqual([]);
  expect(await debordement(page)).toBeLessThanOrEqual(0);
});

/** Ids the walk needs: a request to validate, an employee, a resident and one of their sheets. */
async function ids() {
  const admin = await apiLogin(b.baseURL, 'admin@demo.test');
  const chef = await apiLogin(b.baseURL, 'chef@demo.test');
  const aValider = await getJson<DemandesPage>(b.baseURL, '/api/demande/enAttente', chef);
  const detail: Record<TypeDemande, string> = {
    Congés: 'conges',
    'Heures complémentaires': 'heures-supp',
    Récupération: 'recuperation',
    'Fiches AIM': 'ficheAIM',
  };
  const demande = aValider.elements[0];
  const { employeId } = await createEmploye(b.baseURL, 'Ajuste');
  const usagers = await getJson<{ usagerId: number }[]>(
    b.baseURL,
    `/api/usager?etablissementId=${ETABLISSEMENT}`,
    admin,
  );
  const usagerId = usagers[0]!.usagerId;
  const fiches = await getJson<{ ficheAIMId: number }[]>(b.baseURL, `/api/ficheAIM/usager/${usagerId}`, admin);
  return {
    demande: demande ? `/demande/${demande.demandeId}/${detail[demande.typeDemande]}` : null,
    employeId,
    usagerId,
    ficheAIMId: fiches[0]?.ficheAIMId ?? null,
  };
}

it('walks every screen of the README without a horizontal scroll, at 390 and 1440 px; axe on the phone', {
  timeout: 600_000,
}, async () => {
  const i = await ids();
  // Each screen of README « Écrans », with a demo account that may open it.
  const parCompte: [string | null, string[]][] = [
    [null, ['/', '/mot-de-passe-oublie']],
    [
      'chef@demo.test',
      [
        '/planning',
        '/demande',
        ...(i.demande ? [i.demande] : []),
        '/tableau-des-conges',
        '/tableau-des-conges?vue=semaines',
        '/services',
        `/services/${FOYER}`,
        `/services/${FOYER}?onglet=aim`,
        `/services/${FOYER}/planning`,
        `/services/${FOYER}/modelePlanning`,
        '/etablissement/astreintes',
        '/etablissement/restauration',
        '/profil/informations',
        '/profil/soldes',
        '/profil/delegations',
        '/usagers',
        `/usagers/${i.usagerId}`,
        `/usagers/${i.usagerId}/historique-accueils-usager`,
        `/usagers/${i.usagerId}/finances-usager`,
        ...(i.ficheAIMId ? [`/fiche-aim/${i.ficheAIMId}`] : []),
      ],
    ],
    ['rh@demo.test', ['/employes', `/employes/${i.employeId}`, `/employes/${i.employeId}/historique`]],
    ['directeur@demo.test', ['/etablissement/administration', '/etablissement/export-paye']],
    ['admin@demo.test', ['/regles-conges', '/association', '/etablissements', `/etablissements/${ETABLISSEMENT}`]],
  ];
  const debordements: string[] = [];
  const violations: string[] = [];
  for (const taille of [TELEPHONE, BUREAU]) {
    for (const [email, chemins] of parCompte) {
      const page = await ouvrirSession(email, taille);
      for (const chemin of chemins) {
        await page.goto(chemin);
        await attendre(page);
        const trop = await debordement(page);
        if (trop > 0) debordements.push(`${taille.width} px ${chemin} : ${trop} px de trop`);
        if (taille === TELEPHONE) violations.push(...(await violationsGraves(page, `${chemin} (téléphone)`)));
        if (CAPTURES)
          await page.screenshot({ path: `${CAPTURES}/${taille.width}${chemin.replace(/[^\w]+/g, '_')}.png` });
      }
      contextes.splice(contextes.indexOf(page.context()), 1);
      await page.context().close();
    }
  }
  expect({ debordements, violations }).toEqual({ debordements: [], violations: [] });
});
