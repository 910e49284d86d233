import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { DeuxColonnes } from '../../../components/layout/deux-colonnes';
import { TableauDesConges } from '../../../features/conges/components/apercu/tableau-des-conges';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { FicheDePresence } from '../../../features/presence/components/fiche-de-presence';
import { SectionPage } from '../section-page';

/**
 * Spec §2.10: the leave table of the header's establishment, and beside it the presence sheet of a
 * day, hidden on smaller screens (`aside` of `DeuxColonnes`).
 */
export function TableauDesCongesPage() {
  const { query, etablissement } = useEtablissementCourant();
  const { notify, snackbar } = useNotice();
  let contenu: ReactNode;
  if (query.isPending) contenu = <LoadingState />;
  else if (query.isError) contenu = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!etablissement) contenu = <EmptyState message="Aucun établissement sélectionné" />;
  else
    contenu = (
      <DeuxColonnes aside={<FicheDePresence etablissementId={etablissement.etablissementId} />}>
        <TableauDesConges
          // A new establishment starts again from the current month.
          key={etablissement.etablissementId}
          etablissementId={etablissement.etablissementId}
          sousTitre={etablissement.raisonSociale}
          notify={notify}
        />
      </DeuxColonnes>
    );
  return (
    <SectionPage title="Tableau des congés">
      {contenu}
      {snackbar}
    </SectionPage>
  );
}
