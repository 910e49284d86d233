import ArrowBack from '@mui/icons-material/ArrowBack';
import Send from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { IdSchema } from '@roulement/contract';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { CandidatsCreneau, type SelectionCouverture } from '../../../features/couverture/components/candidats-creneau';
import { OffreEnvoiDialog } from '../../../features/offre/components/offre-envoi-dialog';

/**
 * Issue 27: the ranked candidates of one slot to cover; the chosen ones are sent an offer (the
 * offre feature's dialog, composed here).
 */
export function CandidatsPage() {
  const id = IdSchema.safeParse(useParams().creneauId);
  const [envoi, setEnvoi] = useState<{ selection: SelectionCouverture; vider: () => void } | null>(null);
  const { notify, snackbar } = useNotice();
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
        <CandidatsCreneau
          key={id.data}
          creneauId={id.data}
          actions={(selection, vider) => (
            <Button
              variant="contained"
              startIcon={<Send />}
              sx={{ minHeight: 44 }}
              onClick={() => setEnvoi({ selection, vider })}
            >
              Envoyer une offre
            </Button>
          )}
        />
      ) : (
        <EmptyState message="Créneau introuvable" />
      )}
      {envoi ? (
        <OffreEnvoiDialog
          open
          selection={envoi.selection}
          onClose={() => setEnvoi(null)}
          onSaved={(message) => {
            envoi.vider();
            notify(message);
          }}
        />
      ) : null}
      {snackbar}
    </PageContainer>
  );
}
