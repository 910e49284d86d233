import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageContainer } from '../../../components/layout/page-container';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { useHistoriqueUsager } from '../../../features/usager/api/lire-historique';
import { useUsager } from '../../../features/usager/api/lire-usager';
import { FinancesUsager } from '../../../features/usager/components/finances/finances-usager';
import { useIdParam } from './use-id-param';

function Historique({ usagerId, etablissementId }: { usagerId: number; etablissementId: number }) {
  const { etablissements } = useEtablissementCourant();
  const query = useHistoriqueUsager(usagerId, etablissementId);
  const etablissement = etablissements.find((e) => e.etablissementId === etablissementId) ?? {
    etablissementId,
    siegeSocialId: null,
  };
  return (
    <QueryState query={query}>
      {(historique) => <FinancesUsager historique={historique} etablissement={etablissement} />}
    </QueryState>
  );
}

/** Spec §2 /usagers/{usagerId}/finances-usager: the resident's history screen, in their establishment. */
export function FinancesUsagerPage() {
  const usagerId = useIdParam('usagerId');
  const usager = useUsager(usagerId ?? 0);
  return (
    <PageContainer>
      {usagerId === null ? (
        <EmptyState message="Usager introuvable" />
      ) : (
        <QueryState query={usager}>
          {(u) => <Historique usagerId={u.usagerId} etablissementId={u.etablissementId} />}
        </QueryState>
      )}
    </PageContainer>
  );
}
