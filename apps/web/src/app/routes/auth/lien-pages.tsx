import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../../components/feedback/loading-state';
import { paths } from '../../../config/paths';
import { type TypeLien, useVerifierLien } from '../../../features/auth/api/lien-par-email';
import { ChoixMotDePasseForm } from '../../../features/auth/components/choix-mot-de-passe-form';
import { messageOf } from '../../../lib/api-client';
import { CartePublique } from './carte-publique';

const TITRES: Record<TypeLien, string> = {
  invitation: 'Bienvenue dans Roulement',
  reinitialisation: 'Nouveau mot de passe',
};

/** A link received by e-mail: whom it is for, then the password form; or why it no longer works. */
function ChoixMotDePassePage({ type }: { type: TypeLien }) {
  const jeton = useParams().jeton ?? '';
  const navigate = useNavigate();
  const lien = useVerifierLien(type, jeton);
  return (
    <CartePublique titre={TITRES[type]}>
      {lien.isPending ? <LoadingState /> : null}
      {lien.isError ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {messageOf(lien.error)}
          </Alert>
          <Button component={RouterLink} to={paths.motDePasseOublie} variant="outlined">
            Mot de passe oublié ?
          </Button>
        </Stack>
      ) : null}
      {lien.isSuccess ? (
        <Stack spacing={2}>
          <Typography>
            Bonjour {lien.data.nomComplet}, choisissez {type === 'invitation' ? 'votre' : 'un nouveau'} mot de passe.
          </Typography>
          <ChoixMotDePasseForm
            type={type}
            jeton={jeton}
            info={lien.data}
            onSuccess={() => navigate(paths.planningUtilisateur, { replace: true })}
          />
        </Stack>
      ) : null}
    </CartePublique>
  );
}

export const InvitationPage = () => <ChoixMotDePassePage type="invitation" />;
export const ReinitialisationPage = () => <ChoixMotDePassePage type="reinitialisation" />;
