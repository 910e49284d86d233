import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

interface RechercheFieldProps extends Pick<TextFieldProps, 'size' | 'fullWidth' | 'sx'> {
  label: string;
  value: string;
  onChange: (recherche: string) => void;
}

/** A search box, a magnifying glass at its start. */
export function RechercheField({ onChange, ...props }: RechercheFieldProps) {
  return (
    <TextField
      type="search"
      {...props}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
