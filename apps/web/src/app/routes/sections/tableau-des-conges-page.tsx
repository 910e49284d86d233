import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { DeuxColonnes } from '../../../components/layout/deux-colonnes';
import { TableauDesConges } from '../../../features/conges/components/apercu/tableau-des-conges';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { SectionPage } from '../section-page';

/**
 * Spec §2.10: the leave table of the header's establishment. The presence sheet (issue 12, built
 * apart) goes in the side column, `aside` of `DeuxColonnes`, hidden on smaller screens.
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
      <DeuxColonnes>
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
