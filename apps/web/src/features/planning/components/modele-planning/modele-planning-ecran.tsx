import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { Alert, Box, Button, type Theme, useMediaQuery } from '@mui/material';
import type { Service } from '@roulement/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../../components/feedback/error-state';
import { LoadingState } from '../../../../components/feedback/loading-state';
import { PageTitle } from '../../../../components/layout/page-title';
import { GranulariteContext } from '../../../../components/time-picker/granularite-context';
import { paths } from '../../../../config/paths';
import { useModelePlanning } from '../../api/lire-modele';
import { ModelePlanningVue } from './modele-planning-vue';

export const MESSAGE_TELEPHONE =
  'Le modèle de planning se dessine sur un écran plus large : ouvrez cette page sur une tablette ou un ordinateur.';

/**
 * Spec §2.9 planning template of a service. The service gives the members and the granularity of
 * its establishment (the times the grid snaps to); the template comes with the user's abilities.
 * The page reads the service (domain `service`) and hands its query over.
 */
export function ModelePlanningEcran({ serviceId, service }: { serviceId: number; service: UseQueryResult<Service> }) {
  const modele = useModelePlanning(serviceId);
  // Issue 25: drawing a rotation by dragging needs room; a phone is told so rather than given a
  // grid it cannot use (decision 095).
  const telephone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  let contenu: ReactNode;
  if (telephone) contenu = <Alert severity="info">{MESSAGE_TELEPHONE}</Alert>;
  else if (service.isPending || modele.isPending) contenu = <LoadingState label="Chargement du modèle de planning…" />;
  else if (service.isError) contenu = <ErrorState error={service.error} onRetry={() => void service.refetch()} />;
  else if (modele.isError) contenu = <ErrorState error={modele.error} onRetry={() => void modele.refetch()} />;
  else {
    contenu = (
      <GranulariteContext.Provider value={service.data.etablissement.granulariteMinutes}>
        <ModelePlanningVue service={service.data} modele={modele.data} />
      </GranulariteContext.Provider>
    );
  }
  return (
    <Box component="main" sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <PageTitle
        title={service.data ? `Modèle de planning — ${service.data.nom}` : 'Modèle de planning'}
        actions={
          <Button
            startIcon={<CalendarMonth />}
            component={RouterLink}
            to={paths.servicePlanning(serviceId)}
            sx={{ minHeight: 44 }}
          >
            Planning du service
          </Button>
        }
      />
      {contenu}
    </Box>
  );
}
