import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A labelled value of a request's body. */
export function Champ({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}
