import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { IdSchema } from '@roulement/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { CandidatsCreneau } from '../../../features/couverture/components/candidats-creneau';

/**
 * Issue 27: the ranked candidates of one slot to cover. The offers (issue 27, offre feature) plug
 * their send dialog in `actions`, which receives the chosen `{ creneauIds, employeIds }`.
 */
export function CandidatsPage() {
  const id = IdSchema.safeParse(useParams().creneauId);
  return (
    <PageContainer>
      <PageTitle
        title="Candidats"
        actions={
          <Button component={RouterLink} to={paths.aCouvrir} startIcon={<ArrowBack />} sx={{ minHeight: 44 }}>
            À couvrir
          </Button>
        }
      />
      {id.success ? (
        <CandidatsCreneau key={id.data} creneauId={id.data} />
      ) : (
        <EmptyState message="Créneau introuvable" />
      )}
    </PageContainer>
  );
}
