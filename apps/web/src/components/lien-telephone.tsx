import { Link } from '@mui/material';

/** The `tel:` address of a number as people type it (spaces, dots and dashes dropped). */
export const adresseTelephone = (numero: string): string => `tel:${numero.replace(/[\s.\-()]/g, '')}`;

/**
 * A phone number a tap calls (issue 25: managers are on the phone between two shifts). Inline in
 * a sentence, its target reaches 44 px in height without moving the text around it.
 */
export function LienTelephone({ numero }: { numero: string }) {
  return (
    <Link
      href={adresseTelephone(numero)}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44, my: '-12px' }}
    >
      {numero}
    </Link>
  );
}
