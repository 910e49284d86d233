import { Typography, type TypographyProps } from '@mui/material';
import { couleurMontant, formatEuros } from '../utils/montant';

/** Spec §9: an amount in euros, positive in the success colour, negative in the error colour, zero in grey. */
export function MontantColore({ montant, ...props }: { montant: number } & Omit<TypographyProps, 'color'>) {
  return (
    <Typography component="span" {...props} sx={{ color: couleurMontant(montant), fontWeight: 500, ...props.sx }}>
      {formatEuros(montant)}
    </Typography>
  );
}
