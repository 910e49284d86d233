import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { isValid } from 'date-fns';
import { createContext, useContext, useMemo } from 'react';
import { fromIsoDate, toIsoDate } from './iso-date';

export interface DatePickerProps {
  label: string;
  /** `YYYY-MM-DD` or null. */
  value: string | null;
  /** Called with a complete valid date, or null when cleared or incomplete. */
  onChange: (value: string | null) => void;
  minDate?: string | null;
  maxDate?: string | null;
  /** Spec §5: a required date picker cannot be cleared. */
  required?: boolean;
  disabled?: boolean;
  /** Days drawn in yellow (public holidays, spec §5), as `YYYY-MM-DD`. */
  highlightedDates?: readonly string[];
  error?: boolean;
  helperText?: string;
  name?: string;
  autoFocus?: boolean;
}

const HighlightContext = createContext<ReadonlySet<string>>(new Set());

/** Day cell that paints highlighted days (public holidays) yellow. */
function HighlightableDay(props: PickerDayProps) {
  const highlighted = useContext(HighlightContext);
  const iso = toIsoDate(props.day);
  const isHighlighted = iso !== null && highlighted.has(iso) && !props.selected;
  return (
    <PickerDay {...props} sx={isHighlighted ? { bgcolor: '#fff59d', '&:hover': { bgcolor: '#fff176' } } : undefined} />
  );
}

/** French date picker of spec §5: Monday first (fr locale), optional min/max. */
export function DatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  required = false,
  disabled,
  highlightedDates,
  error,
  helperText,
  name,
  autoFocus,
}: DatePickerProps) {
  const highlighted = useMemo(() => new Set(highlightedDates ?? []), [highlightedDates]);
  const min = fromIsoDate(minDate);
  const max = fromIsoDate(maxDate);
  return (
    <HighlightContext.Provider value={highlighted}>
      <MuiDatePicker
        label={label}
        value={fromIsoDate(value)}
        onChange={(date) => onChange(date && isValid(date) ? toIsoDate(date) : null)}
        {...(min ? { minDate: min } : {})}
        {...(max ? { maxDate: max } : {})}
        disabled={disabled}
        autoFocus={autoFocus}
        name={name}
        slots={{ day: HighlightableDay }}
        slotProps={{
          field: { clearable: !required },
          textField: { required, error, helperText, fullWidth: true },
        }}
      />
    </HighlightContext.Provider>
  );
}
