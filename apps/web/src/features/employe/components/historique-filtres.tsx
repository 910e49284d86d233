import { Box, Button, Stack } from '@mui/material';
import {
  ACTIONS_HISTORIQUE,
  type ActionHistorique,
  ENTITES_HISTORIQUE,
  type EntiteHistorique,
  LIBELLES_ACTIONS_HISTORIQUE,
  LIBELLES_ENTITES_HISTORIQUE,
} from '@roulement/contract';
import { DatePicker } from '../../../components/date-picker/date-picker';
import { SelectField } from '../../../components/form/select-field';

export interface FiltresHistorique {
  entite: EntiteHistorique | null;
  action: ActionHistorique | null;
  du: string | null;
  au: string | null;
}

export const SANS_FILTRE: FiltresHistorique = { entite: null, action: null, du: null, au: null };

const TOUTES = 'toutes' as const;
const entites = [
  { value: TOUTES, label: 'Toutes' },
  ...ENTITES_HISTORIQUE.map((e) => ({ value: e, label: LIBELLES_ENTITES_HISTORIQUE[e] })),
];
const actions = [
  { value: TOUTES, label: 'Toutes' },
  ...ACTIONS_HISTORIQUE.map((a) => ({ value: a, label: LIBELLES_ACTIONS_HISTORIQUE[a] })),
];

/** What, which action, which period: each change of filter goes back to the first page. */
export function HistoriqueFiltres({
  filtres,
  onChange,
}: {
  filtres: FiltresHistorique;
  onChange: (filtres: FiltresHistorique) => void;
}) {
  const changer = (partiel: Partial<FiltresHistorique>) => onChange({ ...filtres, ...partiel });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <Box sx={{ minWidth: 220 }}>
        <SelectField<EntiteHistorique | typeof TOUTES>
          label="Élément"
          value={filtres.entite ?? TOUTES}
          options={entites}
          onChange={(v) => changer({ entite: v === TOUTES ? null : v })}
        />
      </Box>
      <Box sx={{ minWidth: 180 }}>
        <SelectField<ActionHistorique | typeof TOUTES>
          label="Action"
          value={filtres.action ?? TOUTES}
          options={actions}
          onChange={(v) => changer({ action: v === TOUTES ? null : v })}
        />
      </Box>
      <DatePicker label="Du" value={filtres.du} maxDate={filtres.au} onChange={(du) => changer({ du })} />
      <DatePicker label="Au" value={filtres.au} minDate={filtres.du} onChange={(au) => changer({ au })} />
      <Button
        sx={{ flexShrink: 0 }}
        onClick={() => onChange(SANS_FILTRE)}
        disabled={Object.values(filtres).every((v) => v === null)}
      >
        Effacer les filtres
      </Button>
    </Stack>
  );
}
