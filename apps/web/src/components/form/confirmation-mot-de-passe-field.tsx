import type { TextFieldProps } from '@mui/material';
import { PASSWORD_MISMATCH } from '@roulement/contract';
import { forwardRef } from 'react';
import { PasswordField } from './password-field';

type Props = Omit<TextFieldProps, 'label' | 'error' | 'helperText'> & { differente: boolean };

/** The new password typed a second time, with the spec's message while the two differ. */
export const ConfirmationMotDePasseField = forwardRef<HTMLInputElement, Props>(function ConfirmationMotDePasseField(
  { differente, ...props },
  ref,
) {
  return (
    <PasswordField
      label="Confirmer le mot de passe"
      autoComplete="new-password"
      required
      {...props}
      ref={ref}
      error={differente}
      helperText={differente ? PASSWORD_MISMATCH : undefined}
    />
  );
});
