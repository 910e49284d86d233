import { Stack } from '@mui/material';
import { MOIS_FR } from '@roulement/contract';
import { SelectField } from '../../../components/form/select-field';
import { NOMS_TRIMESTRES } from '../utils/periodes-credit';

interface PeriodeCreditFieldsProps {
  /** A month (1–12) for the paid leave, a quarter (1–4) for the quarterly leave. */
  genre: 'mois' | 'trimestre';
  annees: readonly number[];
  annee: number;
  valeur: number;
  onAnnee: (annee: number) => void;
  onValeur: (valeur: number) => void;
}

/** The period of a credit: lists only, so that no impossible month or quarter can be sent. */
export function PeriodeCreditFields({ genre, annees, annee, valeur, onAnnee, onValeur }: PeriodeCreditFieldsProps) {
  const noms = genre === 'mois' ? MOIS_FR : NOMS_TRIMESTRES;
  return (
    <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
      <SelectField
        label={genre === 'mois' ? 'Mois' : 'Trimestre'}
        name={genre}
        required
        value={valeur}
        options={noms.map((nom, i) => ({ value: i + 1, label: nom }))}
        onChange={onValeur}
      />
      <SelectField
        label="Année"
        name="annee"
        required
        value={annee}
        options={annees.map((a) => ({ value: a, label: String(a) }))}
        onChange={onAnnee}
      />
    </Stack>
  );
}
