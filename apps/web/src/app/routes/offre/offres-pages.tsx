import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { IdSchema } from '@roulement/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { MesOffres } from '../../../features/offre/components/mes-offres';
import { OffreDetail } from '../../../features/offre/components/offre-detail';

/** Issue 27: the replacement offers I received, answered from the phone. */
export function MesOffresPage() {
  return (
    <PageContainer>
      <PageTitle title="Mes offres de remplacement" />
      <MesOffres />
    </PageContainer>
  );
}

/** Issue 27: one offer, where its e-mail and its push lead. */
export function OffrePage() {
  const id = IdSchema.safeParse(useParams().offreId);
  return (
    <PageContainer>
      <PageTitle
        title="Offre de remplacement"
        actions={
          <Button component={RouterLink} to={paths.mesOffres} startIcon={<ArrowBack />} sx={{ minHeight: 44 }}>
            Mes offres
          </Button>
        }
      />
      {id.success ? <OffreDetail key={id.data} offreId={id.data} /> : <EmptyState message="Offre introuvable" />}
    </PageContainer>
  );
}
