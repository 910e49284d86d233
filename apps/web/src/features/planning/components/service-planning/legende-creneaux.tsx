import { Box, Stack, Typography } from '@mui/material';
import type { TypeCreneau } from '@roulement/contract';
import { LIBELLES_CRENEAU } from '@roulement/contract';
import { BORDURE_TYPE } from './colonne-membre';

/** How the slot types are told apart in the grid. */
export function LegendeCreneaux() {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 2 }} aria-label="Légende">
      {(Object.entries(LIBELLES_CRENEAU) as [TypeCreneau, string][]).map(([type, libelle]) => (
        <Stack key={type} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            sx={{ width: 14, height: 14, bgcolor: '#90caf9', border: '1px solid rgba(0,0,0,.35)', borderRadius: '3px' }}
            style={BORDURE_TYPE[type]}
          />
          <Typography variant="caption">{libelle}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
