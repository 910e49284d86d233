import { Button } from '@mui/material';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { JournalImports } from '../../../features/import/components/journal-imports';

/** Issue 26: the « Imports » journal, beside the wizard. */
export function ImportJournalPage() {
  return (
    <PageContainer>
      <PageTitle
        title="Imports"
        actions={
          <Button component={Link} to={paths.importer} sx={{ minHeight: 44 }}>
            Importer
          </Button>
        }
      />
      <JournalImports />
    </PageContainer>
  );
}
