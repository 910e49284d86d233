import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { largeurDialogue } from '../../../components/dialogs/largeur-dialogue';

const VALIDATIONS = ["Validation de l'établissement", "Validation de l'association"];

/**
 * Spec §2.4 / §4: the week's validations, shown statically (validated-by and date as dashes):
 * the validation workflow itself is not part of the product.
 */
export function ValidationSemaineDialog({ semaine, onClose }: { semaine: number | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      open={semaine !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: largeurDialogue(600) } }}
    >
      <DialogTitle id={titleId}>{`Validation de la semaine ${semaine ?? ''}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {VALIDATIONS.map((v) => (
            <section key={v} aria-label={v}>
              <Typography variant="subtitle1" component="h3">
                {v}
              </Typography>
              <Typography variant="body2">Validée par : -</Typography>
              <Typography variant="body2">Date : -</Typography>
            </section>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
