import { TextField } from '@mui/material';
import { InlineEditFrame } from './inline-edit-frame';
import { useInlineEdit } from './use-inline-edit';

export interface InlineTextFieldProps {
  label: string;
  value: string | null;
  onSave: (value: string | null) => Promise<unknown> | unknown;
  validate?: (value: string | null) => string | null;
  required?: boolean;
  disabled?: boolean;
  type?: 'text' | 'tel';
}

const normalise = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** A text shown as such, edited in place (Enter validates, Escape cancels). */
export function InlineTextField({
  label,
  value,
  onSave,
  validate,
  required,
  disabled,
  type = 'text',
}: InlineTextFieldProps) {
  const edit = useInlineEdit<string>({
    value: value ?? '',
    validate: validate ? (draft) => validate(normalise(draft)) : undefined,
    onSave: (draft) => onSave(normalise(draft)),
    equals: (a, b) => normalise(a) === normalise(b),
  });
  return (
    <InlineEditFrame
      label={label}
      display={value}
      editing={edit.editing}
      disabled={disabled}
      onEdit={edit.start}
      editor={
        <TextField
          label={label}
          type={type}
          required={required}
          autoFocus
          value={edit.draft}
          onChange={(event) => edit.setDraft(event.target.value)}
          onKeyDown={edit.onKeyDown}
          onBlur={() => void edit.save()}
          error={Boolean(edit.error)}
          helperText={edit.error ?? 'Entrée pour valider, Échap pour annuler'}
          disabled={edit.pending}
        />
      }
    />
  );
}
