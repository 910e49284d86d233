import type { Membre, Service } from '@roulement/contract';
import { apiLogin, postJson } from './api';
import { createEmploye, ETABLISSEMENT } from './employes';

/**
 * Creates a service of establishment 14 (as rh@demo.test) whose members are new titulaires, one
 * per first name, each in its colour; the first one heads it. A test owns the service it changes.
 */
export async function createServiceAvecMembres(
  baseURL: string,
  nom: string,
  membres: readonly { prenom: string; couleur: string }[],
): Promise<{ serviceId: number; membres: Membre[] }> {
  const authorization = await apiLogin(baseURL, 'rh@demo.test');
  const employes = [];
  for (const m of membres) employes.push({ ...(await createEmploye(baseURL, m.prenom)), couleur: m.couleur });
  const service = await postJson<Service>(baseURL, '/api/service', authorization, {
    nom,
    chefDeServiceId: employes[0]!.employeId,
    etablissementId: ETABLISSEMENT,
  });
  const crees: Membre[] = [];
  for (const e of employes) {
    const body = { employeId: e.employeId, serviceId: service.serviceId, couleur: e.couleur, heuresHebdo: 35 };
    crees.push(await postJson<Membre>(baseURL, '/api/membre', authorization, body));
  }
  return { serviceId: service.serviceId, membres: crees };
}
