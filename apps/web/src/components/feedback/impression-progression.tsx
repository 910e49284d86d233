import { Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { largeurDialogue } from '../dialogs/largeur-dialogue';

/** Shown while a PDF is drawn, page after page (the planning, the leave table). */
export function ImpressionProgression({ progression, titre }: { progression: number | null; titre: string }) {
  return (
    <Dialog open={progression !== null} maxWidth={false} slotProps={{ paper: { sx: largeurDialogue(600) } }}>
      <DialogTitle>{titre}</DialogTitle>
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
