import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { textColorFor } from '@roulement/contract';
import { isValid } from 'date-fns';
import { useMemo } from 'react';
import { DayStylesContext, HOLIDAY_COLOR, useDayStyles } from './day-styles';
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
  /** Days drawn in a colour (existing leave in its type's colour), `YYYY-MM-DD` → `#RRGGBB`. */
  coloredDates?: ReadonlyMap<string, string>;
  /** Days that cannot be chosen (spec §5: days already holding another leave). */
  disabledDates?: ReadonlySet<string>;
  /** Days that cannot be chosen by a rule (spec §5: a publication starts on a Monday). */
  shouldDisableDate?: (iso: string) => boolean;
  /** A range drawn shaded (the range picker's current choice). */
  range?: { debut: string; fin: string } | null;
  error?: boolean;
  helperText?: string;
  name?: string;
  autoFocus?: boolean;
}

/** Day cell: holidays yellow, taken days in their colour, the chosen range shaded. */
function StyledDay(props: PickerDayProps) {
  const { highlighted, colored, range } = useDayStyles();
  const iso = toIsoDate(props.day);
  const color = iso ? colored.get(iso) : undefined;
  const inRange = iso !== null && range !== null && iso >= range.debut && iso <= range.fin;
  let sx: PickerDayProps['sx'];
  if (props.selected) sx = undefined;
  else if (color)
    sx = {
      bgcolor: color,
      color: textColorFor(color),
      '&.Mui-disabled:not(.Mui-selected)': { color: textColorFor(color) },
    };
  else if (inRange) sx = { bgcolor: 'primary.light', color: 'primary.contrastText' };
  else if (iso && highlighted.has(iso)) sx = { bgcolor: HOLIDAY_COLOR, '&:hover': { bgcolor: '#fff176' } };
  return <PickerDay {...props} sx={sx} />;
}

const EMPTY_COLORS: ReadonlyMap<string, string> = new Map();

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
  coloredDates,
  disabledDates,
  shouldDisableDate,
  range = null,
  error,
  helperText,
  name,
  autoFocus,
}: DatePickerProps) {
  const styles = useMemo(
    () => ({ highlighted: new Set(highlightedDates ?? []), colored: coloredDates ?? EMPTY_COLORS, range }),
    [highlightedDates, coloredDates, range],
  );
  const min = fromIsoDate(minDate);
  const max = fromIsoDate(maxDate);
  return (
    <DayStylesContext.Provider value={styles}>
      <MuiDatePicker
        label={label}
        value={fromIsoDate(value)}
        onChange={(date) => onChange(date && isValid(date) ? toIsoDate(date) : null)}
        {...(min ? { minDate: min } : {})}
        {...(max ? { maxDate: max } : {})}
        {...((disabledDates && disabledDates.size > 0) || shouldDisableDate
          ? {
              shouldDisableDate: (day: Date) => {
                const iso = toIsoDate(day) ?? '';
                return Boolean(disabledDates?.has(iso) || shouldDisableDate?.(iso));
              },
            }
          : {})}
        disabled={disabled}
        autoFocus={autoFocus}
        name={name}
        slots={{ day: StyledDay }}
        slotProps={{
          field: { clearable: !required },
          textField: { required, error, helperText, fullWidth: true },
        }}
      />
    </DayStylesContext.Provider>
  );
}
