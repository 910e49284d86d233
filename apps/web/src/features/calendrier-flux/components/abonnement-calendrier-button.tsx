import EventAvailable from '@mui/icons-material/EventAvailable';
import { Button } from '@mui/material';
import { useFluxCalendrier } from '../api/lire-flux-calendrier';
import { adresseWebcal } from '../utils/adresse-webcal';

/**
 * Issue 25: the home's one-tap subscription to my private feed, the same address as on /profil.
 * Until the address is read the button waits, disabled, rather than pointing nowhere.
 */
export function AbonnementCalendrierButton({ username }: { username: string }) {
  const flux = useFluxCalendrier(username);
  if (flux.isError) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<EventAvailable />}
      href={flux.data ? adresseWebcal(flux.data.planning) : undefined}
      disabled={!flux.data}
    >
      S'abonner au calendrier
    </Button>
  );
}
