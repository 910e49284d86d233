import Search from '@mui/icons-material/Search';
import { InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { FILTRES_TYPE, type FiltresDemandes, type FiltreTypeDemande } from '../utils/filtrer-demandes';

interface DemandesFiltresProps {
  filtres: FiltresDemandes;
  onChange: (filtres: FiltresDemandes) => void;
}

/** Spec §2.7: the search on the employee's name and the type toggles. */
export function DemandesFiltres({ filtres, onChange }: DemandesFiltresProps) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        type="search"
        size="small"
        label="Rechercher un employé"
        value={filtres.recherche}
        onChange={(event) => onChange({ ...filtres, recherche: event.target.value })}
        sx={{ flex: '1 1 14rem' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <ToggleButtonGroup
        size="small"
        aria-label="Types de demande"
        value={filtres.types}
        onChange={(_, types: FiltreTypeDemande[]) => onChange({ ...filtres, types })}
      >
        {FILTRES_TYPE.map((type) => (
          <ToggleButton key={type} value={type}>
            {type}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
