import { Box } from '@mui/material';
import { useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TimePicker } from '../time-picker/time-picker';

interface HeureFieldProps<T extends FieldValues, TT> {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
  label: string;
  min?: number | null;
  max?: number | null;
  /** From `useSaisiesHoraires`: a typed time the picker refuses blocks the form. */
  onValidityChange?: (valide: boolean) => void;
}

/** The spec §5 time picker bound to a form field (minutes), with the schema's message under it. */
export function HeureField<T extends FieldValues, TT>({
  control,
  name,
  label,
  min,
  max,
  onValidityChange,
}: HeureFieldProps<T, TT>) {
  const { field, fieldState } = useController({ control, name });
  return (
    // Side by side (start, end), each picker takes an equal share of the row.
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <TimePicker
        label={label}
        name={field.name}
        value={typeof field.value === 'number' ? field.value : null}
        onChange={field.onChange}
        min={min}
        max={max}
        required
        onValidityChange={onValidityChange}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
      />
    </Box>
  );
}

/**
 * A time the picker refuses never reaches the form (it keeps its last valid value): the form asks
 * here before sending, while the picker shows « Cette borne horaire n'est pas valide ».
 */
export function useSaisiesHoraires() {
  const invalides = useRef(new Set<string>());
  return {
    validite: (champ: string) => (valide: boolean) => {
      if (valide) invalides.current.delete(champ);
      else invalides.current.add(champ);
    },
    toutesValides: () => invalides.current.size === 0,
  };
}
