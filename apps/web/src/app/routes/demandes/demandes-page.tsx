import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { Link as RouterLink, useMatch, useOutlet } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { DecisionsProvider } from '../../../features/demande/components/decisions-provider';
import { DemandesPanel } from '../../../features/demande/components/demandes-panel';
import { NouvelleDemandeMenu } from '../../../features/demande/components/nouvelle-demande-menu';

/**
 * Spec §2.7: the requests on the left, the chosen one beside them. On a phone the open request
 * takes the whole width, with a way back to the list. List and detail share the decisions waiting
 * in their toast (decision 088).
 */
export function DemandesPage() {
  const outlet = useOutlet();
  const match = useMatch('/demande/:demandeId/*');
  const selectedId = match ? Number(match.params.demandeId) : undefined;
  return (
    <DecisionsProvider>
      <PageContainer>
        <PageTitle title="Demandes" actions={<NouvelleDemandeMenu />} />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(320px, 5fr) minmax(0, 7fr)' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0, display: { xs: outlet ? 'none' : 'block', md: 'block' } }}>
            <DemandesPanel selectedId={selectedId} />
          </Box>
          {outlet ? (
            <Box sx={{ minWidth: 0 }}>
              <Button
                component={RouterLink}
                to={paths.demandes}
                startIcon={<ArrowBack />}
                sx={{ display: { md: 'none' }, mb: 1 }}
              >
                Toutes les demandes
              </Button>
              {outlet}
            </Box>
          ) : (
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <EmptyState message="Choisissez une demande dans la liste pour voir son détail" />
            </Box>
          )}
        </Box>
      </PageContainer>
    </DecisionsProvider>
  );
}
