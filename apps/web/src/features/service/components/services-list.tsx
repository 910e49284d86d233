import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { ServiceResume } from '@roulement/contract';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';

/** What the list shows of a service (service 0 has no head). */
export type ServiceItem = Pick<ServiceResume, 'serviceId' | 'nom' | 'chefDeService'>;

/** Spec §2.7: each service with 'Dirigé par {head}', linking to its detail. */
export function ServicesList({ services }: { services: readonly ServiceItem[] }) {
  return (
    <List aria-label="Services" dense>
      {services.map((service) => (
        <ListItem key={service.serviceId} disablePadding>
          <ListItemButton
            component={NavLink}
            to={paths.service(service.serviceId)}
            sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected' } }}
          >
            <ListItemText
              primary={service.nom}
              secondary={service.chefDeService ? `Dirigé par ${service.chefDeService.nomComplet}` : undefined}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
