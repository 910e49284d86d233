import { Alert, Button, FormControlLabel, FormGroup, Stack, Switch, Typography } from '@mui/material';
import { type Abonnement, EVENEMENT_PUSH_LABELS, EVENEMENTS_PUSH, type EvenementPush } from '@roulement/contract';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { messageOf } from '../../../lib/api-client';
import { useDesactiverNotifications } from '../api/desactiver-notifications';
import { useEnvoyerEssai } from '../api/envoyer-essai';
import { useModifierPreferences } from '../api/modifier-preferences';

interface Props {
  abonnement: Abonnement;
  subscription: PushSubscription;
  username: string;
}

/** The events this device receives, each saved as soon as it is switched; the test and the opt-out. */
export function PreferencesAppareil({ abonnement, subscription, username }: Props) {
  const preferences = useModifierPreferences(username);
  const essai = useEnvoyerEssai();
  const desactiver = useDesactiverNotifications();
  const { notify, snackbar } = useNotice();
  const basculer = (evenement: EvenementPush, actif: boolean) => {
    const choisis = new Set(abonnement.evenements);
    if (actif) choisis.add(evenement);
    else choisis.delete(evenement);
    preferences.mutate({
      endpoint: abonnement.endpoint,
      evenements: EVENEMENTS_PUSH.filter((e) => choisis.has(e)),
    });
  };
  const erreur = preferences.error ?? essai.error ?? desactiver.error;
  return (
    <>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Cet appareil{abonnement.appareil ? ` (${abonnement.appareil})` : ''} reçoit :
      </Typography>
      <FormGroup>
        {EVENEMENTS_PUSH.map((evenement) => (
          <FormControlLabel
            key={evenement}
            label={EVENEMENT_PUSH_LABELS[evenement]}
            control={
              <Switch
                checked={abonnement.evenements.includes(evenement)}
                disabled={preferences.isPending}
                onChange={(_, actif) => basculer(evenement, actif)}
              />
            }
          />
        ))}
      </FormGroup>
      {erreur ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {messageOf(erreur)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          loading={essai.isPending}
          onClick={() => essai.mutate(abonnement.endpoint, { onSuccess: () => notify('Notification d’essai envoyée') })}
        >
          Envoyer une notification d'essai
        </Button>
        <Button color="error" loading={desactiver.isPending} onClick={() => desactiver.mutate(subscription)}>
          Désactiver sur cet appareil
        </Button>
      </Stack>
      {snackbar}
    </>
  );
}
