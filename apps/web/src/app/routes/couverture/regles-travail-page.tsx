import { LoadingState } from '../../../components/feedback/loading-state';
import { ReglesTravail } from '../../../features/couverture/components/regles-travail';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { SectionPage } from '../section-page';

/** Issue 27: the working-time rules of the selected establishment's association, with their versions. */
export function ReglesTravailPage() {
  const { etablissement, query } = useEtablissementCourant();
  return (
    <SectionPage title="Règles du temps de travail">
      {etablissement ? (
        <ReglesTravail associationId={etablissement.associationId} />
      ) : query.isPending ? (
        <LoadingState />
      ) : null}
    </SectionPage>
  );
}
