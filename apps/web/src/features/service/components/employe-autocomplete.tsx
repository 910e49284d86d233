import { Autocomplete, TextField } from '@mui/material';

/** What a person picks an employee by. */
export interface EmployeChoix {
  employeId: number;
  nomComplet: string;
}

export interface EmployeAutocompleteProps {
  label: string;
  options: readonly EmployeChoix[];
  value: EmployeChoix | null;
  onChange: (employe: EmployeChoix | null) => void;
  required?: boolean;
  loading?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  /** Set when the options come from a server search on the typed text: they are not filtered here. */
  onRecherche?: (texte: string) => void;
}

/** An employee chosen by typing part of the name (accents as typed, case ignored). */
export function EmployeAutocomplete({
  label,
  options,
  value,
  onChange,
  required,
  loading,
  disabled,
  error,
  helperText,
  onRecherche,
}: EmployeAutocompleteProps) {
  return (
    <Autocomplete<EmployeChoix>
      options={options}
      value={value}
      onChange={(_event, employe) => onChange(employe)}
      getOptionLabel={(employe) => employe.nomComplet}
      isOptionEqualToValue={(option, current) => option.employeId === current.employeId}
      {...(onRecherche
        ? {
            filterOptions: (list) => list,
            onInputChange: (_event, texte, reason) => {
              if (reason === 'input' || reason === 'clear') onRecherche(texte);
            },
          }
        : {})}
      loading={loading}
      disabled={disabled}
      loadingText="Chargement…"
      noOptionsText="Aucun employé"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
