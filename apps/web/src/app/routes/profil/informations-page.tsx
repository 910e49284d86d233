import { Typography } from '@mui/material';
import { ProfilInformations } from '../../../features/auth/components/profil-informations';
import { CalendrierCard } from '../../../features/calendrier-flux/components/calendrier-card';
import { RemplacementsCard } from '../../../features/couverture/components/remplacements-card';
import { NotificationsCard } from '../../../features/notification/components/notifications-card';
import { useSession } from '../../../lib/auth';

export function InformationsPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Informations
      </Typography>
      <ProfilInformations email={session.username} />
      <CalendrierCard username={session.username} />
      <NotificationsCard username={session.username} />
      <RemplacementsCard utilisateurId={session.utilisateurId} />
    </>
  );
}
