import { Box, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { jourCourt, type Membre } from '@roulement/contract';

/** Issue 25: on a phone the week is read one day (every member) or one member (every day) at a time. */
export type VueTelephone = { genre: 'jour'; jour: number } | { genre: 'membre'; membreId: number | null };

interface ChoixVueTelephoneProps {
  vue: VueTelephone;
  onVue: (vue: VueTelephone) => void;
  /** The first week's days, for their names. */
  jours: readonly string[];
  membres: readonly Membre[];
}

/** The phone's view switch, then the day or the member it shows (decision 095). */
export function ChoixVueTelephone({ vue, onVue, jours, membres }: ChoixVueTelephoneProps) {
  const membreId = vue.genre === 'membre' ? (vue.membreId ?? membres[0]?.membreId) : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        aria-label="Vue du planning"
        value={vue.genre}
        onChange={(_, genre: VueTelephone['genre'] | null) => {
          if (genre === 'jour') onVue({ genre, jour: 0 });
          if (genre === 'membre') onVue({ genre, membreId: null });
        }}
      >
        <ToggleButton value="jour" sx={{ minHeight: 44 }}>
          Par jour
        </ToggleButton>
        <ToggleButton value="membre" sx={{ minHeight: 44 }}>
          Par membre
        </ToggleButton>
      </ToggleButtonGroup>
      {vue.genre === 'jour' ? (
        <TextField
          select
          label="Jour"
          value={vue.jour}
          onChange={(e) => onVue({ genre: 'jour', jour: Number(e.target.value) })}
        >
          {jours.map((date, i) => (
            <MenuItem key={date} value={i} sx={{ minHeight: 44 }}>
              {jourCourt(date, i)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          select
          label="Membre"
          value={membreId ?? ''}
          onChange={(e) => onVue({ genre: 'membre', membreId: Number(e.target.value) })}
        >
          {membres.map((m) => (
            <MenuItem key={m.membreId} value={m.membreId} sx={{ minHeight: 44 }}>
              {m.nomComplet}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}

/** The members a phone view keeps of a week's checked members. */
export const membresDeLaVue = (vue: VueTelephone, membres: readonly Membre[], tous: readonly Membre[]) => {
  if (vue.genre === 'jour') return membres;
  const id = vue.membreId ?? tous[0]?.membreId;
  return membres.filter((m) => m.membreId === id);
};
