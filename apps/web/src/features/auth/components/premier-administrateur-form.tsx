import { Alert } from '@mui/material';
import { useState } from 'react';
import { useCreerPremierAdministrateur } from '../api/creer-premier-administrateur';
import { RegisterForm } from './register-form';

/** The token travels after `#` in the link, so that it never reaches a server's access log. */
export function jetonDuLien(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('jeton') ?? '';
}

/**
 * The first Administrateur of a new installation (docs/operations.md): the registration form,
 * sent with the link's token; the server refuses an unknown, expired or spent one.
 */
export function PremierAdministrateurForm({ jeton, onCree }: { jeton: string; onCree: () => void }) {
  const creation = useCreerPremierAdministrateur(jeton);
  const [cree, setCree] = useState(false);
  if (!jeton) {
    return (
      <Alert severity="error" role="alert">
        Ce lien ne contient pas de jeton de création. Utilisez le lien complet affiché par le serveur à son démarrage.
      </Alert>
    );
  }
  if (cree) return <Alert severity="success">Administrateur créé : vous pouvez vous connecter.</Alert>;
  return (
    <RegisterForm
      mutation={creation}
      libelle="Créer l'administrateur"
      onSuccess={() => {
        setCree(true);
        onCree();
      }}
    />
  );
}
