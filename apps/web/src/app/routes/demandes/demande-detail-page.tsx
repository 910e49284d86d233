import { useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { useDemande } from '../../../features/demande/api/lire-demande';
import { DemandeDetail } from '../../../features/demande/components/demande-detail';

function DemandeChargee({ demandeId }: { demandeId: number }) {
  const query = useDemande(demandeId);
  // Keyed so that an error shown for one request does not stay on the next one opened.
  return (
    <QueryState query={query}>{(demande) => <DemandeDetail key={demande.demandeId} demande={demande} />}</QueryState>
  );
}

/**
 * Spec §2.8, behind each type's route (congés, heures-supp, recuperation, ficheAIM): the body
 * follows the request read, so one page serves them all.
 */
export function DemandeDetailPage() {
  const demandeId = Number(useParams().demandeId);
  if (!Number.isInteger(demandeId) || demandeId <= 0) return <EmptyState message="Demande introuvable" />;
  return <DemandeChargee demandeId={demandeId} />;
}
