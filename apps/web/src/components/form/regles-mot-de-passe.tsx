import { FormHelperText } from '@mui/material';

/**
 * Spec §5: the password rules not yet met, live under the new password (which names this list in
 * its `aria-describedby`, so a screen reader hears what is missing).
 */
export function ReglesMotDePasse({ id, manquantes }: { id: string; manquantes: readonly string[] }) {
  return (
    <div id={id} aria-live="polite">
      {manquantes.map((message) => (
        <FormHelperText key={message} error sx={{ m: 0 }}>
          {message}
        </FormHelperText>
      ))}
    </div>
  );
}
