import { apiLogin, sendJson } from './api';
import { ETABLISSEMENT } from './employes';

/** A 15-minute multiple in minutes: a morning 07:00–14:00 or an evening 14:00–21:30. */
const MATIN = [420, 840] as const;
const SOIR = [840, 1290] as const;

/** Runs the calls a few at a time: hundreds of template slots, without flooding the server. */
async function parLots<T>(taches: (() => Promise<T>)[], taille = 12): Promise<T[]> {
  const resultats: T[] = [];
  for (let i = 0; i < taches.length; i += taille) {
    resultats.push(...(await Promise.all(taches.slice(i, i + taille).map((t) => t()))));
  }
  return resultats;
}

/**
 * Through the API, as rh@demo.test (administrator of establishment 14): a service of `nbMembres`
 * new employees and a template of `nbSemaines` weeks (each member works 5 days a week, mornings or
 * evenings), published from the Monday of `semaine`.
 */
export async function creerServicePlanifie(
  baseURL: string,
  options: { nom: string; nbMembres: number; nbSemaines: number; semaine: { semaine: number; annee: number } },
): Promise<{ serviceId: number }> {
  const authorization = await apiLogin(baseURL, 'rh@demo.test');
  const post = <T>(path: string, body: unknown) => sendJson<T>(baseURL, 'POST', path, authorization, body);
  const jeton = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const employes = await parLots(
    Array.from(
      { length: options.nbMembres },
      (_, i) => () =>
        post<{ employeId: number }>('/api/employe', {
          utilisateur: {
            utilisateurId: 0,
            genre: 'Mme',
            nom: `Perf${i + 1}`,
            prenom: 'Eva',
            email: `perf${i}.${jeton}@e2e.test`,
          },
          etablissementId: ETABLISSEMENT,
          soldeRecupInitial: 0,
          soldeInitialCongesPayes: 0,
          soldeInitialCongesTrimestriels: 0,
        }),
    ),
  );
  const { serviceId } = await post<{ serviceId: number }>('/api/service', {
    nom: options.nom,
    chefDeServiceId: employes[0]!.employeId,
    etablissementId: ETABLISSEMENT,
  });
  const membres = await parLots(
    employes.map(
      (e, i) => () =>
        post<{ membreId: number }>('/api/membre', {
          employeId: e.employeId,
          serviceId,
          couleur: `#${((i * 0x2f4b7d + 0x406080) & 0xffffff).toString(16).padStart(6, '0')}`,
          heuresHebdo: 35,
        }),
    ),
  );
  const modele = await fetch(`${baseURL}/api/modelePlanning/service/${serviceId}`, { headers: { authorization } });
  const { modelePlanningId } = (await modele.json()) as { modelePlanningId: number };
  for (let w = 1; w < options.nbSemaines; w++) await post(`/api/modelePlanning/${modelePlanningId}/modeleSemaine`, {});
  const creneaux = membres.flatMap((m, i) =>
    Array.from({ length: options.nbSemaines }, (_, w) =>
      [1, 2, 3, 4, 5, 6, 7]
        .filter((jourId) => (jourId + i + w) % 7 < 5)
        .map((jourId) => {
          const [heureDebut, heureFin] = (i + w) % 2 === 0 ? MATIN : SOIR;
          const ordreSemaine = w + 1;
          return () =>
            post(`/api/modelePlanning/${modelePlanningId}/modeleSemaine/${ordreSemaine}/modeleCreneau`, {
              ordreSemaine,
              jourId,
              heureDebut,
              heureFin,
              membreId: m.membreId,
            });
        }),
    ).flat(),
  );
  await parLots(creneaux);
  await sendJson(baseURL, 'PUT', `/api/modelePlanning/${modelePlanningId}/publier`, authorization, {
    semaineMiseEnApplication: options.semaine,
    debutCyclePublication: 1,
  });
  return { serviceId };
}
