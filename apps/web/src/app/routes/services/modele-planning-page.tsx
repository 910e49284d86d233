import { useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { PageContainer } from '../../../components/layout/page-container';
import { ModelePlanningEcran } from '../../../features/planning/components/modele-planning/modele-planning-ecran';
import { useService } from '../../../features/service/api/lire-service';

/** Route modelePlanning (spec §2.1); a new serviceId starts afresh (spec §2.9: the model reloads). */
export function ModelePlanningPage() {
  const serviceId = Number(useParams().serviceId);
  if (!Number.isInteger(serviceId) || serviceId <= 0) {
    return (
      <PageContainer>
        <ErrorState error={new Error('Service introuvable')} />
      </PageContainer>
    );
  }
  return <ModeleDuService key={serviceId} serviceId={serviceId} />;
}

function ModeleDuService({ serviceId }: { serviceId: number }) {
  return <ModelePlanningEcran serviceId={serviceId} service={useService(serviceId)} />;
}
