import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate, useOutlet, useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { useAssociation } from '../../../features/association/api/associations';
import { AssociationsPanel } from '../../../features/association/components/associations-panel';
import { BudgetDimancheBouton } from '../../../features/export-paye/components/budget-dimanche-bouton';
import { BudgetFeriesBouton } from '../../../features/export-paye/components/budget-feries-bouton';
import { CodesExportPaye } from '../../../features/export-paye/components/codes-export-paye-form';

/** The list beside its detail: one column on phones, two from `md`. */
export function MaitreDetail({ panneau, children }: { panneau: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '340px minmax(0, 1fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      {panneau}
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** Spec §2.2: the associations (search, 'Créer') on the left, the chosen one beside. */
export function AssociationsPage() {
  const navigate = useNavigate();
  const { notify, snackbar } = useNotice();
  const outlet = useOutlet();
  return (
    <PageContainer>
      <PageTitle title="Associations" />
      <MaitreDetail
        panneau={
          <AssociationsPanel
            onCreated={(association) => {
              notify('Association créée');
              navigate(paths.association(association.associationId));
            }}
          />
        }
      >
        {outlet ?? <EmptyState message="Choisissez une association dans la liste" />}
      </MaitreDetail>
      {snackbar}
    </PageContainer>
  );
}

function useAssociationIdParam(): number | null {
  const id = Number(useParams().associationId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Spec §2.2 association detail, titled by its name. */
export function AssociationPage() {
  const associationId = useAssociationIdParam();
  if (associationId === null) return <EmptyState message="Association introuvable" />;
  return <AssociationDetail associationId={associationId} />;
}

function AssociationDetail({ associationId }: { associationId: number }) {
  const query = useAssociation(associationId);
  return (
    <QueryState query={query}>
      {(association) => (
        <Paper sx={{ p: 2 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {association.nom}
          </Typography>
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography>SIREN : {association.siren ?? '—'}</Typography>
            <Typography>FINESS du siège social : {association.FINESSSiegeSocial ?? '—'}</Typography>
            <Typography>SIRET du siège social : {association.extensionSIRETSiegeSocial ?? '—'}</Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <BudgetFeriesBouton associationId={association.associationId} />
            <BudgetDimancheBouton associationId={association.associationId} />
          </Stack>
          <CodesExportPaye associationId={association.associationId} />
        </Paper>
      )}
    </QueryState>
  );
}
