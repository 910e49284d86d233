import type { Membre, Service } from '@roulement/contract';
import { apiLogin, postJson } from './api';
import { createEmploye, ETABLISSEMENT } from './employes';

/** A POST as rh@demo.test, administrator of establishment 14. */
const post = async <T>(baseURL: string, path: string, body: unknown): Promise<T> =>
  postJson<T>(baseURL, path, await apiLogin(baseURL, 'rh@demo.test'), body);

/** A unique service name, so a test finds its own service in the shared list. */
export const nomDeService = (prefixe: string): string => `${prefixe} ${Date.now() % 100_000}`;

/** Creates a service of establishment 14 through the API (as rh@demo.test, its administrator). */
export async function createService(baseURL: string, nom: string, chefDeServiceId: number): Promise<number> {
  const { serviceId } = await post<Service>(baseURL, '/api/service', {
    nom,
    chefDeServiceId,
    etablissementId: ETABLISSEMENT,
  });
  return serviceId;
}

/** Makes an employee a member of a service through the API. */
export async function createMembre(
  baseURL: string,
  serviceId: number,
  employeId: number,
  heuresHebdo = 35,
  couleur = '#A5D6A7',
): Promise<Membre> {
  return post<Membre>(baseURL, '/api/membre', { serviceId, employeId, couleur, heuresHebdo });
}

/**
 * Declares an employee on a fixed-term contract (CDD until the end of next year): not
 * titulaire, so a member in the Remplacants group.
 */
export async function createVacataire(baseURL: string, prenom: string) {
  const employe = await createEmploye(baseURL, prenom, false);
  const annee = new Date().getFullYear();
  await post(baseURL, `/api/employe/${employe.employeId}/contrat`, {
    employeId: employe.employeId,
    contrat: {
      contratTypeId: 2,
      metierId: 1,
      heuresHebdo: 35,
      dateDebut: `${annee}-01-01`,
      dateFin: `${annee + 1}-12-31`,
    },
  });
  return employe;
}

/**
 * Creates a service of establishment 14 whose members are new titulaires, one per first name,
 * each in its colour; the first one heads it. A test owns the service it changes.
 */
export async function createServiceAvecMembres(
  baseURL: string,
  nom: string,
  membres: readonly { prenom: string; couleur: string }[],
): Promise<{ serviceId: number; membres: Membre[] }> {
  const employes = [];
  for (const m of membres) employes.push({ ...(await createEmploye(baseURL, m.prenom)), couleur: m.couleur });
  const serviceId = await createService(baseURL, nom, employes[0]!.employeId);
  const crees: Membre[] = [];
  for (const e of employes) crees.push(await createMembre(baseURL, serviceId, e.employeId, 35, e.couleur));
  return { serviceId, membres: crees };
}
