import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { QueryState } from '../../../components/feedback/query-state';
import { messageOf } from '../../../lib/api-client';
import { ErreurNavigateur, useActiverNotifications } from '../api/activer-notifications';
import { useAbonnements } from '../api/lire-abonnements';
import { type AppareilPush, useAppareilPush } from '../hooks/use-appareil-push';
import { PreferencesAppareil } from './preferences-appareil';

/** The profile's « Notifications » card: this device's notifications and their events (issue 25). */
export function NotificationsCard({ username }: { username: string }) {
  const appareil = useAppareilPush();
  return (
    <Paper sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="notifications-titre">
      <Typography variant="h6" component="h3" id="notifications-titre">
        Notifications
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Recevez sur cet appareil une notification quand une demande attend votre décision, quand votre demande est
        décidée ou commentée, ou quand votre planning change dans les 14 prochains jours.
      </Typography>
      <QueryState query={appareil}>{(a) => <EtatAppareil appareil={a} username={username} />}</QueryState>
    </Paper>
  );
}

function EtatAppareil({ appareil, username }: { appareil: AppareilPush; username: string }) {
  const abonnements = useAbonnements(username);
  switch (appareil.etat) {
    case 'indisponible':
      return <Alert severity="info">Ce navigateur ne peut pas recevoir les notifications de Roulement.</Alert>;
    case 'bloque':
      return (
        <Alert severity="warning">
          Les notifications sont bloquées pour Roulement dans ce navigateur : autorisez-les dans ses réglages, puis
          revenez sur cette page.
        </Alert>
      );
    case 'inactif':
      return <Activer registration={appareil.registration} />;
    case 'actif':
      return (
        <QueryState query={abonnements}>
          {(liste) => {
            const abonnement = liste.find((a) => a.endpoint === appareil.subscription.endpoint);
            // Subscribed in the browser, unknown to the server (another user, or dropped): subscribe again.
            if (!abonnement) return <Activer registration={appareil.registration} />;
            return (
              <PreferencesAppareil abonnement={abonnement} subscription={appareil.subscription} username={username} />
            );
          }}
        </QueryState>
      );
  }
}

function Activer({ registration }: { registration: ServiceWorkerRegistration }) {
  const activer = useActiverNotifications();
  return (
    <Box>
      {activer.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {activer.error instanceof ErreurNavigateur ? activer.error.message : messageOf(activer.error)}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        startIcon={<NotificationsActive />}
        loading={activer.isPending}
        onClick={() => activer.mutate(registration)}
      >
        Activer les notifications sur cet appareil
      </Button>
    </Box>
  );
}
