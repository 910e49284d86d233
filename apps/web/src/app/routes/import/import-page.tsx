import { Button } from '@mui/material';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { ImportAssistant } from '../../../features/import/components/import-assistant';

/** Issue 26: the import wizard, for the Administrateur and an establishment's administrators. */
export function ImportPage() {
  return (
    <PageContainer>
      <PageTitle
        title="Importer"
        actions={
          <Button component={Link} to={paths.journalImports} sx={{ minHeight: 44 }}>
            Journal des imports
          </Button>
        }
      />
      <ImportAssistant />
    </PageContainer>
  );
}
