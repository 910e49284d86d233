import { JOURS_SEMAINE, type ModelePlanning } from '@roulement/contract';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { SelectField } from '../../../../components/form/select-field';

interface ChampListeProps<T extends FieldValues, TT> {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: number; label: string; disabled?: boolean }[];
  /** Told after the form, when a choice changes what another field offers. */
  onChange?: (value: number) => void;
  helperText?: ReactNode;
}

/** A required list of the template forms (week, day, member), its error from the contract's schema. */
export function ChampListe<T extends FieldValues, TT>({
  control,
  name,
  label,
  options,
  onChange,
  helperText,
}: ChampListeProps<T, TT>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      label={label}
      required
      name={field.name}
      value={field.value as number | undefined}
      options={options}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      error={fieldState.error?.message}
      helperText={helperText}
    />
  );
}

export const optionsSemaines = (modele: ModelePlanning) =>
  modele.semaines.map((s) => ({ value: s.ordre, label: `Semaine ${s.ordre}` }));

export const OPTIONS_JOURS = JOURS_SEMAINE.map((j) => ({ value: j.jourId, label: j.label }));
