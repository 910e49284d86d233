import { isoDate, lireNumeroSemaine, semaineDe } from '@roulement/contract';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { etablissementsQueryOptions } from '../features/etablissement/api/lister-etablissements';
import { creneauxUtilisateurQueryOptions } from '../features/planning/api/lister-creneaux-utilisateur';
import { getSession } from '../lib/auth';
import { lazyNamed } from './routes/lazy-named';

/** The shell and Mon planning: the two pages of a signed-in first load, loadable ahead of the router. */
export const AppShell = lazyNamed(() => import('./layout/app-shell'), 'AppShell');
export const PlanningUtilisateurPage = lazyNamed(
  () => import('./routes/sections/simple-pages'),
  'PlanningUtilisateurPage',
);

/**
 * Issue 24 (decision 100): opened signed in, Mon planning waited for the shell's file, then the
 * establishments the shell asks for, then the page's file, then the week: four 4G round trips in a
 * row. As soon as the session is known they all start together; the screens find them in the
 * query cache. Without a session nothing starts, so the sign-in page stays light.
 */
export function prechargerPremierEcran(client: QueryClient, adresse: URL): void {
  const session = getSession();
  if (!session) return;
  void AppShell.precharger();
  void client.prefetchQuery(etablissementsQueryOptions(session.username));
  if (adresse.pathname !== paths.planningUtilisateur) return;
  void PlanningUtilisateurPage.precharger();
  const semaine = lireNumeroSemaine(adresse.searchParams.get('semaine') ?? '') ?? semaineDe(isoDate(new Date()));
  void client.prefetchQuery(creneauxUtilisateurQueryOptions(session.utilisateurId, semaine));
}
