import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { EvenementFlux } from './evenements';

const FUSEAU = 'Europe/Paris';

/** A Paris wall-clock time: the slot's minutes are local, whatever the server's own zone. */
function heureDeParis(date: string, minutes: number): TZDate {
  const [annee, mois, jour] = date.split('-').map(Number) as [number, number, number];
  // Minutes from 1440 on (midnight, a night's morning) roll over to the next day by themselves.
  return new TZDate(annee, mois - 1, jour, Math.floor(minutes / 60), minutes % 60, FUSEAU);
}

/**
 * RFC 5545 text of a feed, built by ical-generator with the Europe/Paris VTIMEZONE: timed events
 * carry TZID=Europe/Paris, leave is all-day (VALUE=DATE).
 */
export function calendrierIcal(nom: string, evenements: readonly EvenementFlux[], maintenant: Date): string {
  const calendrier = ical({
    name: nom,
    prodId: { company: 'Roulement', product: 'Roulement', language: 'FR' },
    timezone: { name: FUSEAU, generator: (fuseau) => tzlib_get_ical_block(fuseau)[0] ?? null },
    // How often a subscribed phone should read the feed again.
    ttl: 60 * 60,
  });
  const stamp = new TZDate(maintenant.getTime(), FUSEAU);
  for (const e of evenements) {
    const commun = { id: e.uid, summary: e.resume, stamp, ...(e.description ? { description: e.description } : {}) };
    if (e.jourEntier)
      calendrier.createEvent({
        ...commun,
        allDay: true,
        start: heureDeParis(e.du, 0),
        end: heureDeParis(e.auExclu, 0),
      });
    else
      calendrier.createEvent({
        ...commun,
        timezone: FUSEAU,
        start: heureDeParis(e.date, e.debut),
        end: heureDeParis(e.date, e.fin),
      });
  }
  return calendrier.toString();
}
