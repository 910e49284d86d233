import { Box } from '@mui/material';
import { useMemo } from 'react';
import { DatePicker } from './date-picker';

export interface DateRange {
  debut: string | null;
  fin: string | null;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  labels?: { debut: string; fin: string };
  minDate?: string | null;
  maxDate?: string | null;
  required?: boolean;
  disabled?: boolean;
  highlightedDates?: readonly string[];
  coloredDates?: ReadonlyMap<string, string>;
  disabledDates?: ReadonlySet<string>;
  errors?: { debut?: string; fin?: string };
}

/** Spec §5: a range of two dates, swapped when given in reverse order. */
export function ordonner(range: DateRange): DateRange {
  const { debut, fin } = range;
  if (debut && fin && fin < debut) return { debut: fin, fin: debut };
  return range;
}

/** Every `YYYY-MM-DD` of the range that is in `dates` (a range over days already taken). */
export function joursPris(range: DateRange, dates: ReadonlySet<string>): string[] {
  const { debut, fin } = range;
  if (!debut || !fin) return [];
  return [...dates].filter((date) => date >= debut && date <= fin).sort();
}

/**
 * A range as two French date pickers, « Du » and « Au », sharing the same drawn days (holidays,
 * taken days, the range itself). MUI's own range picker is not in the free package. The dates stay
 * as typed (swapping while a date is being typed section by section moved it to the other field);
 * a reversed range is drawn and sent in order, the contract's schemas swapping it.
 */
export function DateRangePicker({
  value,
  onChange,
  labels = { debut: 'Du', fin: 'Au' },
  errors,
  ...common
}: DateRangePickerProps) {
  const { debut, fin } = value;
  const range = useMemo(() => {
    const ordre = ordonner({ debut, fin });
    return ordre.debut && ordre.fin ? { debut: ordre.debut, fin: ordre.fin } : null;
  }, [debut, fin]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <DatePicker
        {...common}
        label={labels.debut}
        value={debut}
        range={range}
        onChange={(next) => onChange({ debut: next, fin })}
        error={Boolean(errors?.debut)}
        helperText={errors?.debut}
      />
      <DatePicker
        {...common}
        label={labels.fin}
        value={fin}
        range={range}
        onChange={(next) => onChange({ debut, fin: next })}
        error={Boolean(errors?.fin)}
        helperText={errors?.fin}
      />
    </Box>
  );
}
