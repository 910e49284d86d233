import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';
import { DemandesCreneauDialogs } from '../../../features/demande/components/demandes-creneau-dialogs';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { MonPlanning } from '../../../features/planning/components/mon-planning';
import { FicheDePresence } from '../../../features/presence/components/fiche-de-presence';
import { useSession } from '../../../lib/auth';
import { SectionPage } from '../section-page';

export function PlanningUtilisateurPage() {
  const session = useSession();
  return (
    <SectionPage title="Mon planning">
      {session ? <MonPlanning utilisateurId={session.utilisateurId} DemandesCreneau={DemandesCreneauDialogs} /> : null}
    </SectionPage>
  );
}

// The leave table is being rebuilt elsewhere; until then the page shows the presence sheet that
// goes beside it, hidden on smaller screens (spec doc. 1 §2.10).
export function TableauDesCongesPage() {
  const { etablissement } = useEtablissementCourant();
  return (
    <SectionPage title="Tableau des congés">
      {etablissement ? (
        <Box sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 380, ml: 'auto' }}>
          <FicheDePresence etablissementId={etablissement.etablissementId} />
        </Box>
      ) : null}
    </SectionPage>
  );
}

export function NotFoundPage() {
  return (
    <SectionPage title="Page introuvable">
      <EmptyState
        message="Cette adresse ne correspond à aucune page."
        action={
          <Button component={RouterLink} to={paths.planningUtilisateur} variant="contained">
            Retour à mon planning
          </Button>
        }
      />
    </SectionPage>
  );
}
