import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { ImportAssistant } from '../../../features/import/components/import-assistant';

/** Issue 26: the import wizard, for the Administrateur and an establishment's administrators. */
export function ImportPage() {
  return (
    <PageContainer>
      <PageTitle title="Importer" />
      <ImportAssistant />
    </PageContainer>
  );
}
