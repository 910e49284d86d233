import { Box } from '@mui/material';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ServicePlanning } from '../../../features/planning/components/service-planning/service-planning';

/** Route service-planning: /services/{serviceId}/planning/{numeroSemaine?} (spec §2.1, week as SS-AAAA). */
export function ServicePlanningPage() {
  const { serviceId, numeroSemaine } = useParams();
  const id = Number(serviceId);
  return (
    // The grids of a large service are wide: the page uses the whole width.
    <Box component="main" sx={{ px: 3, py: 3 }}>
      {Number.isInteger(id) && id > 0 ? (
        <ServicePlanning key={id} serviceId={id} numeroSemaine={numeroSemaine} />
      ) : (
        <EmptyState message="Ce service n'existe pas." />
      )}
    </Box>
  );
}
