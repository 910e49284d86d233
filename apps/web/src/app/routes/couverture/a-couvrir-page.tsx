import { Stack, Typography } from '@mui/material';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { ACouvrirListe } from '../../../features/couverture/components/a-couvrir-liste';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { OffresEnvoyees } from '../../../features/offre/components/offres-envoyees';

/**
 * Issue 27 « À couvrir » of the selected establishment (the header's selector chooses it), and the
 * offers sent for its slots.
 */
export function ACouvrirPage() {
  const { query, etablissement } = useEtablissementCourant();
  return (
    <PageContainer>
      <PageTitle title="À couvrir" />
      {etablissement ? (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {etablissement.raisonSociale}, les 28 prochains jours
        </Typography>
      ) : null}
      {etablissement ? (
        <Stack key={etablissement.etablissementId} spacing={4}>
          <ACouvrirListe etablissementId={etablissement.etablissementId} />
          <OffresEnvoyees etablissementId={etablissement.etablissementId} />
        </Stack>
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <EmptyState message="Aucun établissement sélectionné" />
      )}
    </PageContainer>
  );
}
