import { styled } from '@mui/material';

/**
 * Text read by assistive technologies but not drawn: the name of a control whose visible content
 * (initials, times) an aria-label would contradict (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export const TexteMasque = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
