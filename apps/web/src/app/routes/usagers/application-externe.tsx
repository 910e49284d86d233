import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { quitterVers, urlApplicationExterne } from '../../../features/usager/utils/application-externe';

/**
 * Spec §2: the /usagers screens send to the establishment's external residents application, in
 * the same window, when it names one; otherwise they are built here (issue 14, decision 062).
 */
export function ApplicationUsagersExterne({ children }: { children: ReactNode }) {
  const { etablissement } = useEtablissementCourant();
  const { pathname } = useLocation();
  const url = etablissement?.urlApplicationUsagers ?? null;
  useEffect(() => {
    if (url) quitterVers(urlApplicationExterne(url, pathname));
  }, [url, pathname]);
  if (url) return <LoadingState />;
  return <>{children}</>;
}
