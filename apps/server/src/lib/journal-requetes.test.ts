import { describe, expect, it } from 'vitest';
import { urlJournalisee } from './journal-requetes';

describe('urlJournalisee', () => {
  it.each([
    ['/api/calendrier-flux/abcDEF_-123.ics', '/api/calendrier-flux/….ics'],
    ['/api/calendrier-flux/absences/abcDEF_-123.ics?x=1', '/api/calendrier-flux/absences/….ics?x=1'],
    ['/api/calendrier-flux', '/api/calendrier-flux'],
    ['/api/creneau/utilisateur/3?_annee=2026', '/api/creneau/utilisateur/3?_annee=2026'],
  ])('logs %s as %s', (url, journal) => {
    expect(urlJournalisee(url)).toBe(journal);
  });
});
