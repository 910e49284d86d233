import { describe, expect, it } from 'vitest';
import { urlJournalisee } from './journal-requetes';

describe('urlJournalisee', () => {
  it.each([
    ['/api/calendrier-flux/abcDEF_-123.ics', '/api/calendrier-flux/….ics'],
    ['/api/calendrier-flux/absences/abcDEF_-123.ics?x=1', '/api/calendrier-flux/absences/….ics?x=1'],
    ['/api/calendrier-flux', '/api/calendrier-flux'],
    ['/api/creneau/utilisateur/3?_annee=2026', '/api/creneau/utilisateur/3?_annee=2026'],
    // Issue 23: the links of the e-mails, as the browser asks for them before the app reads them.
    ['/reinitialisation/Zm9vYmFyX2Jhei0xMjM', '/reinitialisation/…'],
    ['/invitation/Zm9vYmFyX2Jhei0xMjM?utm=1', '/invitation/…?utm=1'],
    ['/premier-administrateur/Zm9vYmFy', '/premier-administrateur/…'],
    ['/premier-administrateur?jeton=Zm9vYmFy', '/premier-administrateur?jeton=…'],
    ['/reinitialisation?a=1&token=secret&b=2', '/reinitialisation?a=1&token=…&b=2'],
    ['/reinitialisation', '/reinitialisation'],
    ['/api/authentification/reinitialisation', '/api/authentification/reinitialisation'],
  ])('logs %s as %s', (url, journal) => {
    expect(urlJournalisee(url)).toBe(journal);
  });
});
