import { format, isValid, parseISO } from 'date-fns';

/** The API's dates are `YYYY-MM-DD` strings; the pickers work on local `Date`s. */
export function fromIsoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

export function toIsoDate(date: Date | null): string | null {
  return date && isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}
