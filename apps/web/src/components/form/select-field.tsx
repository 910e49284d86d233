import { ListSubheader, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';

export interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T | null | undefined;
  /** Options of a group follow each other; its heading is shown once before them. */
  options: readonly { value: T; label: ReactNode; disabled?: boolean; group?: string }[];
  onChange: (value: T) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  name?: string;
}

/** A list choice of numbers or strings (ids, reasons), grouped or not, with its error under it. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  required,
  disabled,
  error,
  helperText,
  name,
}: SelectFieldProps<T>) {
  return (
    <TextField
      select
      label={label}
      name={name}
      required={required}
      disabled={disabled}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = options.find((o) => String(o.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
    >
      {options.flatMap((option, i) => {
        const item = (
          <MenuItem key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </MenuItem>
        );
        if (option.group === undefined || option.group === options[i - 1]?.group) return [item];
        return [<ListSubheader key={`groupe-${option.group}`}>{option.group}</ListSubheader>, item];
      })}
    </TextField>
  );
}
