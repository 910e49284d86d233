import EventBusy from '@mui/icons-material/EventBusy';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';

/** Spec §2.8 empty state: no template in force yet. */
export function PlanningVide({ serviceId }: { serviceId: number }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary', maxWidth: 640, mx: 'auto' }}>
      <EventBusy sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography sx={{ mb: 1 }}>Aucun modèle de planning n'a été appliqué à ce jour.</Typography>
      <Typography sx={{ mb: 3 }}>
        Définissez un modèle de planning pour ce service, puis déclarez son application à une date antérieure à
        aujourd'hui.
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.modelePlanning(serviceId)}>
        Modèle de planning
      </Button>
    </Box>
  );
}
