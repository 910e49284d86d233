import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { heureDeParis } from '../../lib/dates';
import type { EvenementFlux } from './evenements';

const FUSEAU = 'Europe/Paris';

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
