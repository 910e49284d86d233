import { Alert, Typography } from '@mui/material';
import { LienTelephone } from '../../../components/lien-telephone';
import { dateHeure } from '../../../lib/format';
import { useNumeroAstreinte } from '../api/lire-numero-astreinte';

/**
 * Spec §2.4 / §6: the emergency redirect line, for the establishment's administrators; a failed
 * redirection is shown as an alert, never hidden.
 */
export function RedirectionUrgence({ etablissementId }: { etablissementId: number }) {
  const query = useNumeroAstreinte(etablissementId, true);
  if (query.isPending) return null;
  if (query.isError) return <Alert severity="warning">Numéro d'astreinte indisponible</Alert>;
  const { numero, derniereRedirection: derniere } = query.data;
  return (
    <>
      <Typography variant="body2" sx={{ my: 1 }}>
        {"Les appels d'urgence sont actuellement redirigés vers le: "}
        {numero ? <LienTelephone numero={numero} /> : 'aucun numéro (personne d’astreinte)'}
      </Typography>
      {derniere?.statut === 'ECHEC' ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {`Échec de la redirection du ${dateHeure(derniere.demandeeLe)} : ${derniere.erreur ?? 'erreur inconnue'}`}
        </Alert>
      ) : null}
    </>
  );
}
