import { dateLocale, isoDate } from '@roulement/contract';
import { endOfQuarter } from 'date-fns';

const TIME_ZONE = 'Europe/Paris';

// en-CA formats as YYYY-MM-DD.
const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Paris, `YYYY-MM-DD`: the business day, whatever the server's zone. */
export function todayInParis(now: Date = new Date()): string {
  return parisDate.format(now);
}

/** Last day of the calendar quarter of `date` (quarterly leave expires then). */
export function finDeTrimestre(date: string): string {
  return isoDate(endOfQuarter(dateLocale(date)));
}
