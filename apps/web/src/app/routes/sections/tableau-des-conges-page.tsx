import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { DeuxColonnes } from '../../../components/layout/deux-colonnes';
import { ApercuTreizeSemaines } from '../../../features/conges/components/apercu/apercu-treize-semaines';
import { TableauDesConges } from '../../../features/conges/components/apercu/tableau-des-conges';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { FicheDePresence } from '../../../features/presence/components/fiche-de-presence';
import { SectionPage } from '../section-page';

/** The 13-week overview is a tab of the page, kept in the address so it can be linked to (decision 078). */
const VUE_SEMAINES = 'semaines';

/**
 * Spec §2.10: the leave table of the header's establishment, by month or over 13 weeks, and beside
 * it the presence sheet of a day, hidden on smaller screens (`aside` of `DeuxColonnes`).
 */
export function TableauDesCongesPage() {
  const { query, etablissement } = useEtablissementCourant();
  const { notify, snackbar } = useNotice();
  const [params, setParams] = useSearchParams();
  const semaines = params.get('vue') === VUE_SEMAINES;
  let contenu: ReactNode;
  if (query.isPending) contenu = <LoadingState />;
  else if (query.isError) contenu = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!etablissement) contenu = <EmptyState message="Aucun établissement sélectionné" />;
  else
    contenu = (
      <DeuxColonnes aside={<FicheDePresence etablissementId={etablissement.etablissementId} />}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={semaines ? 1 : 0}
            onChange={(_, v: number) => setParams(v === 1 ? { vue: VUE_SEMAINES } : {}, { replace: true })}
            aria-label="Vue du tableau des congés"
          >
            <Tab label="Mois" />
            <Tab label="13 semaines" />
          </Tabs>
        </Box>
        {/* A new establishment starts again from the current month or week. */}
        {semaines ? (
          <ApercuTreizeSemaines key={etablissement.etablissementId} etablissementId={etablissement.etablissementId} />
        ) : (
          <TableauDesConges
            key={etablissement.etablissementId}
            etablissementId={etablissement.etablissementId}
            sousTitre={etablissement.raisonSociale}
            notify={notify}
          />
        )}
      </DeuxColonnes>
    );
  return (
    <SectionPage title="Tableau des congés">
      {contenu}
      {snackbar}
    </SectionPage>
  );
}
