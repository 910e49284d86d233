import { type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoadingState } from '../../components/feedback/loading-state';
import { paths } from '../../config/paths';
import { useEtablissementCourant } from '../../features/etablissement/hooks/use-etablissement-courant';
import { roleHolderOf, useSession } from '../../lib/auth';
import { isRouteAllowed, type RouteAccess } from './route-access';

/**
 * Spec §2.2: a signed-in user without the route's permission (in the selected establishment) is
 * sent to /planning. The shell waits for the establishments before rendering, so the selection
 * is known here.
 */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const { etablissement } = useEtablissementCourant();
  if (!session) return null;
  if (!isRouteAllowed(roleHolderOf(session), access, etablissement)) {
    return <Navigate to={paths.planningUtilisateur} replace />;
  }
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}
