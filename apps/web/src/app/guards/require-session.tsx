import { type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../components/feedback/loading-state';
import { connexionAvecRetour } from '../../config/paths';
import { useSession } from '../../lib/auth';

/** Spec §2.2: without a session, go to login keeping the target in `nextUrl`. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to={connexionAvecRetour(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}
