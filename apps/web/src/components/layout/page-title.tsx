import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The one level-1 heading of a screen, with optional actions on its right. */
export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
