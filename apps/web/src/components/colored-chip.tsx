import { Chip, type ChipProps } from '@mui/material';
import { textColorFor } from '@roulement/contract';

/** Spec §9: a chip on a business colour (leave type, member) with readable text on top. */
export function ColoredChip({ color, sx, ...props }: Omit<ChipProps, 'color'> & { color: string }) {
  return <Chip {...props} sx={[{ bgcolor: color, color: textColorFor(color) }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
