import { apiLogin, postJson as post } from './api';
import { iso } from './pickers';

/** Establishment 14 of the demo data, administered by rh@demo.test (ADMINISTRATEUR_14). */
export const ETABLISSEMENT = 14;

/**
 * Declares a new employee of establishment 14 (with a new user) through the API, with a CDI
 * started on January 1st unless `avecContrat` is false, so a test owns the record it changes.
 */
export async function createEmploye(
  baseURL: string,
  prenom: string,
  avecContrat = true,
): Promise<{ employeId: number; nomComplet: string }> {
  const authorization = await apiLogin(baseURL, 'rh@demo.test');
  const email = `${prenom.toLowerCase()}.${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.test`;
  const { employeId } = await post<{ employeId: number }>(baseURL, '/api/employe', authorization, {
    utilisateur: { utilisateurId: 0, genre: 'Mme', nom: 'Essai', prenom, email },
    etablissementId: ETABLISSEMENT,
    soldeRecupInitial: 0,
    soldeInitialCongesPayes: 0,
    soldeInitialCongesTrimestriels: 0,
  });
  if (!avecContrat) return { employeId, nomComplet: `${prenom} Essai` };
  await post(baseURL, `/api/employe/${employeId}/contrat`, authorization, {
    employeId,
    contrat: { contratTypeId: 1, metierId: 1, heuresHebdo: 35, dateDebut: `${new Date().getFullYear()}-01-01` },
  });
  return { employeId, nomComplet: `${prenom} Essai` };
}

/** Credits leave days to an employee through the API (as rh@demo.test). */
export async function crediterConges(baseURL: string, employeId: number, nbJours: number, commentaire: string) {
  const authorization = await apiLogin(baseURL, 'rh@demo.test');
  const date = iso(new Date());
  return post(baseURL, '/api/conges/credit', authorization, {
    employeId,
    type: 1,
    date,
    nbJours,
    exceptionnel: true,
    commentaire,
  });
}

/** Grants a leave through the API (as rh@demo.test); `demiJournee` 1 morning, 2 afternoon. */
export async function poserConges(
  baseURL: string,
  employeId: number,
  type: number,
  dateDebut: string,
  dateFin: string,
  demiJournee: 0 | 1 | 2 = 0,
) {
  const authorization = await apiLogin(baseURL, 'rh@demo.test');
  return post(baseURL, '/api/conges', authorization, { employeId, type, dateDebut, dateFin, demiJournee });
}
