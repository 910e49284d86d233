import {
  type Creneau,
  type CreneauAbilities,
  type DemandeCompteurs,
  decalerSemaine,
  type PlanningUtilisateur,
  type Semaine,
  semaineDe,
} from '@roulement/contract';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, createUser, getJson, postJson } from './api';
import { DEMO_PASSWORD } from './browser';
import { ETABLISSEMENT } from './employes';
import { iso } from './pickers';

/** The week `n` weeks after the current one: each test of the requests takes its own. */
export const semaineDans = (n: number): Semaine => decalerSemaine(semaineDe(iso(new Date())), n);

/** A demo account's user id and its employee record in establishment 14. */
export async function compteDemo(baseURL: string, email: string) {
  const authorization = await apiLogin(baseURL, email);
  const { utilisateurId, nomComplet } = await getJson<{ utilisateurId: number; nomComplet: string }>(
    baseURL,
    `/api/utilisateur/email?_search=${encodeURIComponent(email)}`,
    authorization,
  );
  const fiches = await getJson<{ employeId: number; etablissement: { etablissementId: number } }[]>(
    baseURL,
    `/api/employe/utilisateur/${utilisateurId}`,
    authorization,
  );
  const fiche = fiches.find((f) => f.etablissement.etablissementId === ETABLISSEMENT);
  if (!fiche) throw new Error(`${email} sans fiche employé dans l'établissement ${ETABLISSEMENT}`);
  return { authorization, utilisateurId, nomComplet, employeId: fiche.employeId };
}

/** The user's work slots of a week that allow the given request, in time order. */
export async function creneauxDemandables(
  baseURL: string,
  compte: { authorization: string; utilisateurId: number },
  semaine: Semaine,
  demande: keyof CreneauAbilities,
): Promise<Creneau[]> {
  const planning = await getJson<PlanningUtilisateur>(
    baseURL,
    `/api/creneau/utilisateur/${compte.utilisateurId}?_annee=${semaine.annee}&_semaine=${semaine.semaine}`,
    compte.authorization,
  );
  return planning.creneaux
    .filter((c) => c.type === 'CreneauDeTravail' && c.abilities[demande] === true)
    .sort((a, b) => a.date.localeCompare(b.date) || a.heureDebut.valeur - b.heureDebut.valeur);
}

/** The user's slots of a week, whatever they are. */
export async function creneauxDeLaSemaine(
  baseURL: string,
  compte: { authorization: string; utilisateurId: number },
  semaine: Semaine,
): Promise<Creneau[]> {
  const planning = await getJson<PlanningUtilisateur>(
    baseURL,
    `/api/creneau/utilisateur/${compte.utilisateurId}?_annee=${semaine.annee}&_semaine=${semaine.semaine}`,
    compte.authorization,
  );
  return planning.creneaux;
}

/**
 * Takes a decision on the open detail and waits for its toast to close, when it leaves for the
 * server (decision 088); the next request has opened meanwhile, so the decided one is reopened.
 */
export async function deciderSurLeDetail(page: Page, bouton: Locator, demandeId: number, type = 'conges') {
  await bouton.click();
  const toast = page.getByText(/^Demande de .+ (acceptée|refusée)$/);
  await toast.waitFor();
  await toast.waitFor({ state: 'hidden' });
  await page.goto(`/demande/${demandeId}/${type}`);
}

export const compteurs = (baseURL: string, authorization: string) =>
  getJson<DemandeCompteurs>(baseURL, '/api/demande/compteurs', authorization);

/** Sends a request of one type through the API and answers its id. */
async function envoyerDemande(
  baseURL: string,
  compte: { authorization: string },
  type: 'conges' | 'heuresSupp' | 'recuperation',
  body: unknown,
): Promise<number> {
  const chemin = `/api/demande/${type}`;
  return (await postJson<{ demandeId: number }>(baseURL, chemin, compte.authorization, body)).demandeId;
}

/** A leave request (paid leave) sent through the API by the employee themself. */
export async function demanderConges(
  baseURL: string,
  compte: { authorization: string; employeId: number },
  dateDebut: string,
  dateFin: string,
): Promise<number> {
  return envoyerDemande(baseURL, compte, 'conges', { employeId: compte.employeId, type: 1, dateDebut, dateFin });
}

/**
 * A new colleague of establishment 14 who can sign in (a registered user, then their employee
 * record and contract): a test that gives them rights owns everything they will see.
 */
export async function createCollegue(baseURL: string, prefixe: string) {
  const { email, utilisateurId } = await createUser(baseURL, prefixe);
  const rh = await apiLogin(baseURL, 'rh@demo.test');
  const { employeId } = await postJson<{ employeId: number }>(baseURL, '/api/employe', rh, {
    utilisateur: { utilisateurId, genre: 'Mme', nom: 'Testeuse', prenom: 'Eva', email },
    etablissementId: ETABLISSEMENT,
    soldeRecupInitial: 0,
    soldeInitialCongesPayes: 0,
    soldeInitialCongesTrimestriels: 0,
  });
  // A colleague is someone under contract there (a delegation's rule).
  await postJson(baseURL, `/api/employe/${employeId}/contrat`, rh, {
    employeId,
    contrat: { contratTypeId: 1, metierId: 1, heuresHebdo: 35, dateDebut: `${new Date().getFullYear()}-01-01` },
  });
  return { email, utilisateurId, nomComplet: 'Eva Testeuse', password: DEMO_PASSWORD };
}

/** An overtime request through the API: an hour after the end of one of the user's slots. */
export async function demanderHeuresSupp(
  baseURL: string,
  compte: { authorization: string },
  creneau: Creneau,
): Promise<number> {
  const { demandeId } = await postJson<{ demandeId: number }>(
    baseURL,
    '/api/demande/heuresSupp',
    compte.authorization,
    {
      membreId: creneau.membreId,
      date: creneau.date,
      heureDebut: creneau.heureFin.valeur,
      heureFin: creneau.heureFin.valeur + 60,
      creneau: { creneauId: creneau.creneauId },
    },
  );
  return demandeId;
}

/** A recovery request through the API over the whole of one of the user's slots. */
export async function demanderRecuperation(
  baseURL: string,
  compte: { authorization: string },
  creneau: Creneau,
): Promise<number> {
  return envoyerDemande(baseURL, compte, 'recuperation', {
    membreId: creneau.membreId,
    dateDebut: creneau.date,
    heureDebut: creneau.heureDebut.valeur,
    dateFin: creneau.date,
    heureFin: creneau.heureFin.valeur,
  });
}
