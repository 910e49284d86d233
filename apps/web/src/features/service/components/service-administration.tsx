import { Paper, Typography } from '@mui/material';
import type { Service } from '@roulement/contract';
import { OrganisationSection } from './organisation-section';
import { StrategiesSection } from './strategies-section';

interface ServiceAdministrationProps {
  service: Service;
  onSaved: (message: string) => void;
}

/** Spec §2.7 service administration: Organisation, then Stratégies. */
export function ServiceAdministration({ service, onSaved }: ServiceAdministrationProps) {
  return (
    <>
      <Paper component="section" aria-label="Organisation" variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h3">
          Organisation
        </Typography>
        <OrganisationSection service={service} onSaved={onSaved} />
      </Paper>
      <Paper component="section" aria-label="Stratégies" variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Stratégies
        </Typography>
        <StrategiesSection service={service} />
      </Paper>
    </>
  );
}
