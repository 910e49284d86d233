import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';

export interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T | null | undefined;
  options: readonly { value: T; label: ReactNode; disabled?: boolean }[];
  onChange: (value: T) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  name?: string;
}

/** A list choice of numbers or strings (ids, reasons), with its error under it. */
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
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
