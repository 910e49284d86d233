import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { PosteAim, PosteAimId } from '@roulement/contract';

interface PosteAimFieldProps extends Pick<TextFieldProps, 'size' | 'fullWidth'> {
  postes: readonly PosteAim[];
  /** '' until one is chosen. */
  value: PosteAimId | '';
  onChange: (poste: PosteAimId) => void;
  erreur: string | undefined;
}

/** The aid item (poste AIM) chosen among those offered. */
export function PosteAimField({ postes, value, onChange, erreur, ...taille }: PosteAimFieldProps) {
  return (
    <TextField
      select
      {...taille}
      label="Poste"
      value={value}
      onChange={(e) => onChange(e.target.value as PosteAimId)}
      error={Boolean(erreur)}
      helperText={erreur}
    >
      {postes.map((p) => (
        <MenuItem key={p.posteAIMId} value={p.posteAIMId}>
          {p.libelle}
        </MenuItem>
      ))}
    </TextField>
  );
}
