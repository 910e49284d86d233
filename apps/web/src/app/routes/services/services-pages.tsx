import { Box } from '@mui/material';
import { type Etablissement, SERVICE_TOUS_LES_EMPLOYES, type Service } from '@roulement/contract';
import type { ReactNode } from 'react';
import { useNavigate, useOutlet, useOutletContext, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { TableauDesConges } from '../../../features/conges/components/apercu/tableau-des-conges';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { ExportPayeServiceBouton } from '../../../features/export-paye/components/export-paye-service-bouton';
import { MembreMenu, membreMenuUtile } from '../../../features/planning/components/membre-menu';
import { useService } from '../../../features/service/api/lire-service';
import type { MenuMembre } from '../../../features/service/components/membres-tab';
import { ServiceDetail } from '../../../features/service/components/service-detail';
import { ServicesPanel } from '../../../features/service/components/services-panel';
import { serviceTousLesEmployes } from '../../../features/service/utils/service-tous-les-employes';
import { ModeleAimTab } from '../../../features/usager/components/modele/modele-aim-tab';
import { useMembresEtablissement } from '../../../lib/lister-membres-etablissement';
import { CongesMembreDialog } from './conges-pose-dialog';
import { useListeSiEtablissementChange } from './use-liste-si-etablissement-change';

/** What the list page lends its child route: the notice that outlives a deleted service's screen. */
interface ServicesContexte {
  etablissement: Etablissement;
  notify: (message: string) => void;
}

/** Spec §2.7: the services of the header's establishment on the left, the chosen one beside. */
export function ServicesPage() {
  const { query, etablissement } = useEtablissementCourant();
  const { notify, snackbar } = useNotice();
  const navigate = useNavigate();
  useListeSiEtablissementChange(etablissement?.etablissementId);
  const outlet = useOutlet(etablissement ? ({ etablissement, notify } satisfies ServicesContexte) : undefined);
  let contenu: ReactNode;
  if (query.isPending) contenu = <LoadingState />;
  else if (query.isError) contenu = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!etablissement) contenu = <EmptyState message="Aucun établissement sélectionné" />;
  else
    contenu = (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '340px 1fr' }, gap: 2, alignItems: 'start' }}>
        <ServicesPanel
          etablissement={etablissement}
          onCreated={(service) => {
            notify('Service créé');
            navigate(paths.service(service.serviceId));
          }}
        />
        {outlet ?? <EmptyState message="Choisissez un service dans la liste pour voir ses membres" />}
      </Box>
    );
  return (
    <PageContainer>
      <PageTitle title="Services" />
      {contenu}
      {snackbar}
    </PageContainer>
  );
}

/** The `:serviceId` of the route, or null when it is not an id. */
function useServiceIdParam(): number | null {
  const id = Number(useParams().serviceId);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

/** Spec §2.7 service detail; service 0 is the whole staff of the establishment (decision 020). */
export function ServicePage() {
  const serviceId = useServiceIdParam();
  const contexte = useOutletContext<ServicesContexte>();
  if (serviceId === null) return <EmptyState message="Service introuvable" />;
  if (serviceId === SERVICE_TOUS_LES_EMPLOYES) return <TousLesEmployes {...contexte} />;
  return <ServiceEnregistre serviceId={serviceId} notify={contexte.notify} />;
}

/** `?onglet=aim` (paths.serviceModeleAim) opens the 'Aide Indiv. Mensuelle' tab. */
const ONGLETS_PAR_PARAMETRE: Record<string, string> = { aim: 'Aide Indiv. Mensuelle' };

function ServiceEnregistre({ serviceId, notify }: { serviceId: number; notify: (message: string) => void }) {
  const query = useService(serviceId);
  const [params] = useSearchParams();
  const ongletInitial = ONGLETS_PAR_PARAMETRE[params.get('onglet') ?? ''];
  return (
    <QueryState query={query}>
      {(service) => (
        <ServiceDetail
          key={service.serviceId}
          service={service}
          onSaved={notify}
          menuMembre={menuMembreDe(service, notify)}
          ongletInitial={ongletInitial}
          modeleAim={(s) => <ModeleAimTab serviceId={s.serviceId} />}
          exportPaye={(s) => <ExportPayeServiceBouton serviceId={s.serviceId} />}
          tableauDesConges={(s) => (
            <TableauDesConges
              etablissementId={s.etablissement.etablissementId}
              serviceId={s.serviceId}
              sousTitre={s.nom}
              notify={notify}
            />
          )}
        />
      )}
    </QueryState>
  );
}

/** The planning's member menu in the member list (spec §2.7), when it offers something. */
function menuMembreDe(service: Service, notify: (message: string) => void): MenuMembre | undefined {
  if (!membreMenuUtile(service.abilities)) return undefined;
  return (cible, onClose) => (
    <MembreMenu
      serviceId={service.serviceId}
      abilities={service.abilities}
      cible={cible}
      onClose={onClose}
      onSaved={notify}
      CongesMembre={CongesMembreDialog}
    />
  );
}

function TousLesEmployes({ etablissement, notify }: ServicesContexte) {
  const query = useMembresEtablissement(etablissement.etablissementId);
  return (
    <QueryState query={query}>
      {(membres) => <ServiceDetail service={serviceTousLesEmployes(etablissement, membres)} onSaved={notify} />}
    </QueryState>
  );
}
