import { apiLogin } from './api';
import { createEmploye, ETABLISSEMENT } from './employes';

async function post<T>(baseURL: string, path: string, body: unknown): Promise<T> {
  const r = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await apiLogin(baseURL, 'rh@demo.test') },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${path} : ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** A unique service name, so a test finds its own service in the shared list. */
export const nomDeService = (prefixe: string): string => `${prefixe} ${Date.now() % 100_000}`;

/** Creates a service of establishment 14 through the API (as rh@demo.test, its administrator). */
export async function createService(baseURL: string, nom: string, chefDeServiceId: number): Promise<number> {
  const { serviceId } = await post<{ serviceId: number }>(baseURL, '/api/service', {
    nom,
    chefDeServiceId,
    etablissementId: ETABLISSEMENT,
  });
  return serviceId;
}

/** Makes an employee a member of a service through the API. */
export async function createMembre(baseURL: string, serviceId: number, employeId: number, heuresHebdo = 35) {
  return post<{ membreId: number }>(baseURL, '/api/membre', { serviceId, employeId, couleur: '#A5D6A7', heuresHebdo });
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
