import Business from '@mui/icons-material/Business';
import { InputAdornment, MenuItem, Select } from '@mui/material';
import type { Etablissement } from '@roulement/contract';

interface EtablissementPickerProps {
  etablissements: readonly Etablissement[];
  value: Etablissement | null;
  onChange: (etablissementId: number) => void;
}

/** Spec §2.3: the header's establishment picker (list sorted by id, choice remembered). */
export function EtablissementPicker({ etablissements, value, onChange }: EtablissementPickerProps) {
  if (etablissements.length === 0) return null;
  return (
    <Select
      size="small"
      value={value?.etablissementId ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      inputProps={{ 'aria-label': 'Établissement sélectionné' }}
      startAdornment={
        <InputAdornment position="start" sx={{ color: 'inherit' }}>
          <Business fontSize="small" />
        </InputAdornment>
      }
      sx={{
        minWidth: 220,
        maxWidth: 340,
        color: 'common.white',
        bgcolor: 'rgba(255,255,255,0.12)',
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.4)' },
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'common.white' },
        '& .MuiSelect-icon': { color: 'common.white' },
      }}
    >
      {etablissements.map((etablissement) => (
        <MenuItem key={etablissement.etablissementId} value={etablissement.etablissementId}>
          {etablissement.raisonSociale}
        </MenuItem>
      ))}
    </Select>
  );
}
