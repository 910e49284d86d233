import { Box, Typography } from '@mui/material';
import type { CongesType } from '@roulement/contract';
import { COULEUR_JOUR_CHOME } from './grille-conges';

const Pastille = ({ couleur }: { couleur: string }) => (
  <Box
    component="span"
    aria-hidden
    sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: couleur, border: 1, borderColor: 'divider' }}
  />
);

/** Spec §2.10: the leave types in their colours, with their abbreviations, and the shaded days. */
export function LegendeConges({ types }: { types: readonly CongesType[] }) {
  return (
    <Box
      component="ul"
      aria-label="Légende"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, my: 1 }}
    >
      {types.map((t) => (
        <Box component="li" key={t.congesTypeId} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Pastille couleur={t.couleur} />
          <Typography variant="body2">
            {t.shortLabel} — {t.label}
          </Typography>
        </Box>
      ))}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Pastille couleur={COULEUR_JOUR_CHOME} />
        <Typography variant="body2">Week-end ou jour férié</Typography>
      </Box>
    </Box>
  );
}
