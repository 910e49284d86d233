import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { useFiche } from '../../../features/usager/api/lire-fiche';
import { usePostesAim } from '../../../features/usager/api/postes-aim';
import { FicheEditeur } from '../../../features/usager/components/fiche/fiche-editeur';
import { useIdParam } from './use-id-param';

function Editeur({ ficheAimId }: { ficheAimId: number }) {
  const fiche = useFiche(ficheAimId);
  const postes = usePostesAim();
  const { etablissements } = useEtablissementCourant();
  return (
    <QueryState query={fiche}>
      {(f) => (
        <QueryState query={postes}>
          {(p) => (
            <FicheEditeur
              fiche={f}
              postes={p}
              etablissement={
                etablissements.find((e) => e.etablissementId === f.etablissement.etablissementId) ?? {
                  etablissementId: f.etablissement.etablissementId,
                  siegeSocialId: null,
                }
              }
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

/** Spec §2 /fiche-aim/{ficheAimId}: the sheet editor. */
export function FicheAimPage() {
  const ficheAimId = useIdParam('ficheAimId');
  return (
    <PageContainer>
      <PageTitle title="Fiche d'aide individuelle mensuelle" />
      {ficheAimId === null ? <EmptyState message="Fiche introuvable" /> : <Editeur ficheAimId={ficheAimId} />}
    </PageContainer>
  );
}
