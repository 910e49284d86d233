import { Box, Button } from '@mui/material';
import { format } from 'date-fns';
import { DatePicker } from '../date-picker/date-picker';
import { fromIsoDate } from '../date-picker/iso-date';
import { InlineEditFrame } from './inline-edit-frame';
import { useInlineEdit } from './use-inline-edit';

export interface InlineDateFieldProps {
  label: string;
  /** `YYYY-MM-DD` or null. */
  value: string | null;
  onSave: (value: string | null) => Promise<unknown> | unknown;
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
}

const displayOf = (value: string | null): string | null => {
  const date = fromIsoDate(value);
  return date ? format(date, 'dd/MM/yyyy') : null;
};

/** A date shown as dd/MM/yyyy, edited in place with the French date picker. */
export function InlineDateField({ label, value, onSave, minDate, maxDate, disabled }: InlineDateFieldProps) {
  const edit = useInlineEdit<string | null>({ value, onSave });
  return (
    <InlineEditFrame
      label={label}
      display={displayOf(value)}
      editing={edit.editing}
      disabled={disabled}
      onEdit={edit.start}
      editor={
        // Key events of the picker's sections bubble here: Enter saves, Escape cancels.
        <Box onKeyDown={edit.onKeyDown} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <DatePicker
            label={label}
            value={edit.draft}
            onChange={edit.setDraft}
            minDate={minDate}
            maxDate={maxDate}
            error={Boolean(edit.error)}
            helperText={edit.error ?? 'Entrée pour valider, Échap pour annuler'}
            autoFocus
          />
          <Button onClick={() => void edit.save()} disabled={edit.pending} sx={{ mt: 1 }}>
            Valider
          </Button>
          <Button onClick={edit.cancel} disabled={edit.pending} sx={{ mt: 1 }} color="inherit">
            Annuler
          </Button>
        </Box>
      }
    />
  );
}
