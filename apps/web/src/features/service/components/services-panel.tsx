import { Paper, Typography } from '@mui/material';
import {
  type Etablissement,
  NOM_SERVICE_TOUS_LES_EMPLOYES,
  normaliserRecherche,
  peutCreerService,
  SERVICE_TOUS_LES_EMPLOYES,
  type Service,
} from '@roulement/contract';
import { useState } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { RechercheCreationBar } from '../../../components/form/recherche-creation-bar';
import { roleHolderOf, useSession } from '../../../lib/auth';
import { useServices } from '../api/lister-services';
import { ServiceCreationDialog } from './service-creation-dialog';
import { type ServiceItem, ServicesList } from './services-list';

const TOUS_LES_EMPLOYES: ServiceItem = {
  serviceId: SERVICE_TOUS_LES_EMPLOYES,
  nom: NOM_SERVICE_TOUS_LES_EMPLOYES,
  chefDeService: null,
};

const correspond = (recherche: string) => (service: ServiceItem) =>
  normaliserRecherche(service.nom).includes(normaliserRecherche(recherche));

interface ServicesPanelProps {
  etablissement: Etablissement;
  onCreated: (service: Service) => void;
}

/**
 * Spec §2.7 left panel: 'Créer' for the establishment administrator, 'Rechercher' (on the names
 * of the listed services, accents and case ignored) and the services, service 0 first.
 */
export function ServicesPanel({ etablissement, onCreated }: ServicesPanelProps) {
  const session = useSession();
  const query = useServices(etablissement.etablissementId);
  const [recherche, setRecherche] = useState('');
  const [creation, setCreation] = useState(false);
  const peutCreer = session !== null && peutCreerService(roleHolderOf(session), etablissement);
  return (
    <Paper component="nav" aria-label="Liste des services" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" color="text.secondary" sx={{ mb: 2 }}>
        {etablissement.raisonSociale}
      </Typography>
      <RechercheCreationBar
        recherche={recherche}
        onRecherche={setRecherche}
        onCreer={peutCreer ? () => setCreation(true) : undefined}
      />
      <QueryState query={query}>
        {(services) => <ServicesTrouves services={services} recherche={recherche} />}
      </QueryState>
      {peutCreer ? (
        <ServiceCreationDialog
          open={creation}
          etablissementId={etablissement.etablissementId}
          onClose={() => setCreation(false)}
          onCreated={(service) => {
            setCreation(false);
            onCreated(service);
          }}
        />
      ) : null}
    </Paper>
  );
}

/** The services matching the search, service 0 first, or why there is none. */
function ServicesTrouves({ services, recherche }: { services: readonly ServiceItem[]; recherche: string }) {
  const trouves = [TOUS_LES_EMPLOYES, ...services].filter(correspond(recherche));
  let message: string | null = null;
  if (services.length === 0) message = 'Aucun service dans cet établissement';
  else if (trouves.length === 0) message = 'Aucun service ne correspond à la recherche';
  return (
    <>
      {trouves.length > 0 ? <ServicesList services={trouves} /> : null}
      {message ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {message}
        </Typography>
      ) : null}
    </>
  );
}
