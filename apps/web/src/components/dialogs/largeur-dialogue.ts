import type { SxProps, Theme } from '@mui/material';

/**
 * A dialog's paper at one of the spec's widths (§9) from `sm` up only: below, the theme's
 * `MuiDialog` override makes every dialog full screen (issue 10, phones), which a fixed width
 * in `sx` would defeat since `sx` wins over the theme.
 */
export const largeurDialogue = (width: number): SxProps<Theme> => ({
  width: { sm: width },
  maxWidth: { sm: 'calc(100% - 32px)' },
});
