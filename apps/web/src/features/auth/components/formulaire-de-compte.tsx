import { Alert, Button, Stack, TextField } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messageOf } from '../../../lib/api-client';

interface FormulaireDeCompteProps {
  /** The form's accessible name. */
  nom: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The call the form makes: its failure above the fields, its progress on the button. */
  envoi: { isError: boolean; error: unknown; isPending: boolean };
  libelleValider: string;
  desactive?: boolean;
  children: ReactNode;
}

/** A form of the signed-out pages: the server's refusal first, the fields, then one large button. */
export function FormulaireDeCompte({
  nom,
  onSubmit,
  envoi,
  libelleValider,
  desactive,
  children,
}: FormulaireDeCompteProps) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={nom}>
      {envoi.isError ? (
        <Alert severity="error" role="alert">
          {messageOf(envoi.error)}
        </Alert>
      ) : null}
      {children}
      <Button type="submit" variant="contained" size="large" disabled={desactive} loading={envoi.isPending}>
        {libelleValider}
      </Button>
    </Stack>
  );
}

/** The e-mail that identifies the account, offered by password managers as the user name. */
export function EmailDeCompteField({ champ, erreur }: { champ: UseFormRegisterReturn; erreur: string | undefined }) {
  return (
    <TextField
      label="Adresse e-mail"
      type="email"
      autoComplete="username"
      required
      autoFocus
      {...champ}
      error={Boolean(erreur)}
      helperText={erreur}
    />
  );
}
