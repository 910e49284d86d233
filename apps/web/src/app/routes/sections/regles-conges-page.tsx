import { LoadingState } from '../../../components/feedback/loading-state';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { ReglesConges } from '../../../features/regles-conges/components/regles-conges';
import { SectionPage } from '../section-page';

/** Issue 12: the leave rules of the selected establishment's association, with their versions. */
export function ReglesCongesPage() {
  const { etablissement, query } = useEtablissementCourant();
  return (
    <SectionPage title="Règles de congés">
      {etablissement ? (
        <ReglesConges associationId={etablissement.associationId} />
      ) : query.isPending ? (
        <LoadingState />
      ) : null}
    </SectionPage>
  );
}
