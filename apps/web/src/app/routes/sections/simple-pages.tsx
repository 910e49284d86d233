import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';
import { AbonnementCalendrierButton } from '../../../features/calendrier-flux/components/abonnement-calendrier-button';
import { MonPlanning } from '../../../features/planning/components/mon-planning';
import { useSession } from '../../../lib/auth';
import { Accueil } from '../accueil/accueil';
import { SectionPage } from '../section-page';
import { DemandesCreneauALaDemande } from './demandes-creneau-a-la-demande';

export function PlanningUtilisateurPage() {
  const session = useSession();
  return (
    <SectionPage
      title="Mon planning"
      actions={session ? <AbonnementCalendrierButton username={session.username} /> : null}
    >
      {session ? (
        <>
          <Accueil session={session} />
          <MonPlanning utilisateurId={session.utilisateurId} DemandesCreneau={DemandesCreneauALaDemande} />
        </>
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
