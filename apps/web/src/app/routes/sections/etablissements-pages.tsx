import { Paper, Stack, Typography } from '@mui/material';
import { useNavigate, useOutlet, useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { useEtablissementDetail } from '../../../features/etablissement/api/etablissement-admin';
import { useEtablissements } from '../../../features/etablissement/api/lister-etablissements';
import { AdministrationEtablissement } from '../../../features/etablissement/components/administration-etablissement';
import { EtablissementsPanel } from '../../../features/etablissement/components/etablissements-panel';
import { ReglagesForm } from '../../../features/etablissement/components/reglages-form';
import { useSession } from '../../../lib/auth';
import { MaitreDetail } from './associations-pages';

/** Spec §2.1/§7.1: every establishment sorted by id with 'Créer', the chosen one beside. */
export function EtablissementsPage() {
  const session = useSession();
  const query = useEtablissements(session?.username);
  const navigate = useNavigate();
  const { notify, snackbar } = useNotice();
  const outlet = useOutlet();
  return (
    <PageContainer>
      <PageTitle title="Établissements" />
      <MaitreDetail
        panneau={
          <QueryState query={query}>
            {(etablissements) => (
              <EtablissementsPanel
                etablissements={etablissements}
                lienDe={paths.etablissementDetail}
                onCreated={(etablissement) => {
                  notify('Établissement créé');
                  navigate(paths.etablissementDetail(etablissement.etablissementId));
                }}
              />
            )}
          </QueryState>
        }
      >
        {outlet ?? <EmptyState message="Choisissez un établissement dans la liste" />}
      </MaitreDetail>
      {snackbar}
    </PageContainer>
  );
}

function useEtablissementIdParam(): number | null {
  const id = Number(useParams().etablissementId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The admin detail of an establishment, titled by its raisonSociale: settings and administration. */
export function EtablissementDetailPage() {
  const id = useEtablissementIdParam();
  const { notify, snackbar } = useNotice();
  const query = useEtablissementDetail(id ?? undefined);
  if (id === null) return <EmptyState message="Établissement introuvable" />;
  return (
    <QueryState query={query}>
      {(etablissement) => (
        <Stack spacing={2} key={etablissement.etablissementId}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {etablissement.raisonSociale}
            </Typography>
            <Typography color="text.secondary">Association : {etablissement.association.nom}</Typography>
            <Typography color="text.secondary">FINESS : {etablissement.numeroFINESS ?? '—'}</Typography>
            <Typography color="text.secondary">SIRET : {etablissement.numeroSIRET ?? '—'}</Typography>
          </Paper>
          {etablissement.abilities.modifierReglages ? (
            <ReglagesForm etablissement={etablissement} onSaved={notify} />
          ) : null}
          <AdministrationEtablissement etablissement={etablissement} onSaved={notify} />
          {snackbar}
        </Stack>
      )}
    </QueryState>
  );
}
