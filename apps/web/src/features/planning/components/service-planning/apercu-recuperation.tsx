import { Typography } from '@mui/material';
import { type Horaires, impactSoldeRecuperation } from '@roulement/contract';
import { formatHeures, signe } from '../../../../lib/format';

const COULEUR = { vert: 'success.main', rouge: 'error.main', neutre: 'text.secondary' } as const;

/**
 * Spec §5 live preview: new minus original duration, green when it credits the recovery balance,
 * red when it debits it.
 */
export function ApercuRecuperation({
  original,
  debut,
  fin,
}: {
  original: Horaires;
  debut: number | null;
  fin: number | null;
}) {
  if (debut === null || fin === null || debut >= fin) return null;
  const { couleur } = impactSoldeRecuperation(original, { heureDebut: debut, heureFin: fin });
  const minutes = fin - debut - (original.heureFin - original.heureDebut);
  return (
    <Typography role="status" data-couleur={couleur} sx={{ color: COULEUR[couleur], fontWeight: 600 }}>
      Impact sur le solde de récupération : {signe(minutes, formatHeures(minutes))}
    </Typography>
  );
}
