import Star from '@mui/icons-material/Star';
import { Chip } from '@mui/material';
import type { CongesCredit } from '@roulement/contract';

const jours = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** Spec §4: a credit is green when positive, red otherwise; a star marks an exceptional one. */
export function CreditChip({ credit }: { credit: Pick<CongesCredit, 'nbJours' | 'exceptionnel'> }) {
  return (
    <Chip
      size="small"
      color={credit.nbJours > 0 ? 'success' : 'error'}
      icon={credit.exceptionnel ? <Star aria-label="Exceptionnel" /> : undefined}
      label={`${jours.format(credit.nbJours)} j`}
    />
  );
}
