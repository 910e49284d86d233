import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A main column and, on wide screens only, a side column (spec §2.10: the presence sheet beside the
 * leave table, hidden on smaller screens). Without `aside` the main column takes the whole width.
 */
export function DeuxColonnes({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: aside ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      {aside ? (
        <Box component="aside" sx={{ display: { xs: 'none', lg: 'block' } }}>
          {aside}
        </Box>
      ) : null}
    </Box>
  );
}
