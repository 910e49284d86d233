import { Box, LinearProgress, Typography } from '@mui/material';

const PHASES = {
  apercu: 'Le serveur vérifie chaque ligne…',
  appliquer: 'Le serveur enregistre les lignes…',
} as const;

/**
 * Issue 26, décision 107: first how much of the file has gone, then what the server is doing. The
 * server answers once, at the end, so its phase is an indeterminate bar: moving, never frozen.
 */
export function ProgressionImport({ etape, envoye }: { etape: keyof typeof PHASES; envoye: number }) {
  const pourcent = Math.round(envoye * 100);
  const envoiFini = envoye >= 1;
  return (
    <Box role="status">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {envoiFini ? PHASES[etape] : `Envoi du fichier : ${pourcent} %`}
      </Typography>
      <LinearProgress
        aria-label="Progression de l'import"
        variant={envoiFini ? 'indeterminate' : 'determinate'}
        value={envoiFini ? undefined : pourcent}
      />
    </Box>
  );
}
