import { Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { largeurDialogue } from '../../../../components/dialogs/largeur-dialogue';

/** Shown while the PDF is drawn, page after page. */
export function ImpressionProgression({ progression }: { progression: number | null }) {
  return (
    <Dialog open={progression !== null} maxWidth={false} slotProps={{ paper: { sx: largeurDialogue(600) } }}>
      <DialogTitle>Impression du planning</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Génération du PDF…</Typography>
        <LinearProgress
          variant={progression ? 'determinate' : 'indeterminate'}
          value={(progression ?? 0) * 100}
          aria-label="Progression de l'impression"
        />
      </DialogContent>
    </Dialog>
  );
}
