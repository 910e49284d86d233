import { Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { MotDePasseOublieForm } from '../../../features/auth/components/mot-de-passe-oublie-form';
import { CartePublique } from './carte-publique';

/** Issue 11: asks for a link to choose a new password, valid one hour. */
export function MotDePasseOubliePage() {
  const [search] = useSearchParams();
  return (
    <CartePublique titre="Mot de passe oublié">
      <Typography sx={{ mb: 2 }}>
        Indiquez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.
      </Typography>
      <MotDePasseOublieForm emailInitial={search.get('email') ?? ''} />
    </CartePublique>
  );
}
