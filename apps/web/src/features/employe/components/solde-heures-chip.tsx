import { Chip } from '@mui/material';
import { formatHeures, signe } from '../../../lib/format';

/** A recovery movement or balance in hours: green when positive, red when negative. */
export function SoldeHeuresChip({ minutes, label }: { minutes: number; label?: string }) {
  const color = minutes > 0 ? 'success' : minutes < 0 ? 'error' : 'default';
  const texte = signe(minutes, formatHeures(minutes));
  return <Chip size="small" color={color} label={label ? `${label} : ${texte}` : texte} />;
}
