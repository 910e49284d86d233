import { TZDate } from '@date-fns/tz';
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

/** A Paris wall-clock time: a slot's minutes are local, whatever the server's own zone. */
export function heureDeParis(date: string, minutes: number): TZDate {
  const [annee, mois, jour] = date.split('-').map(Number) as [number, number, number];
  // Minutes from 1440 on (midnight, a night's morning) roll over to the next day by themselves.
  return new TZDate(annee, mois - 1, jour, Math.floor(minutes / 60), minutes % 60, TIME_ZONE);
}
