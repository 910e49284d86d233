import { List } from '@mui/material';
import type { ServiceResume } from '@roulement/contract';
import { NavLinkListItem } from '../../../components/layout/nav-link-list-item';
import { paths } from '../../../config/paths';

/** What the list shows of a service (service 0 has no head). */
export type ServiceItem = Pick<ServiceResume, 'serviceId' | 'nom' | 'chefDeService'>;

/** Spec §2.7: each service with 'Dirigé par {head}', linking to its detail. */
export function ServicesList({ services }: { services: readonly ServiceItem[] }) {
  return (
    <List aria-label="Services" dense>
      {services.map((service) => (
        <NavLinkListItem
          key={service.serviceId}
          to={paths.service(service.serviceId)}
          primary={service.nom}
          secondary={service.chefDeService ? `Dirigé par ${service.chefDeService.nomComplet}` : undefined}
        />
      ))}
    </List>
  );
}
