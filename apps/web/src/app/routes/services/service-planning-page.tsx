import { Box } from '@mui/material';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { DemandesCreneauDialogs } from '../../../features/demande/components/demandes-creneau-dialogs';
import { ServicePlanning } from '../../../features/planning/components/service-planning/service-planning';
import { useService } from '../../../features/service/api/lire-service';
import { CongesMembreDialog } from './conges-pose-dialog';

/** Route service-planning: /services/{serviceId}/planning/{numeroSemaine?} (spec §2.1, week as SS-AAAA). */
export function ServicePlanningPage() {
  const { serviceId, numeroSemaine } = useParams();
  const id = Number(serviceId);
  return (
    // The grids of a large service are wide: the page uses the whole width.
    <Box component="main" sx={{ px: 3, py: 3 }}>
      {Number.isInteger(id) && id > 0 ? (
        <PlanningDuService key={id} serviceId={id} numeroSemaine={numeroSemaine} />
      ) : (
        <EmptyState message="Ce service n'existe pas." />
      )}
    </Box>
  );
}

function PlanningDuService({ serviceId, numeroSemaine }: { serviceId: number; numeroSemaine?: string }) {
  const service = useService(serviceId);
  return (
    <QueryState query={service}>
      {(s) => (
        <ServicePlanning
          service={s}
          numeroSemaine={numeroSemaine}
          CongesMembre={CongesMembreDialog}
          DemandesCreneau={DemandesCreneauDialogs}
        />
      )}
    </QueryState>
  );
}
