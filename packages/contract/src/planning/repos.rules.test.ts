import { describe, expect, it } from 'vitest';
import { jourLibrePourRepos, maxTravailJour, messageMaxTravail, reposDe, travailAutorise } from './repos.rules';

describe('daily maxima of a template (spec §9, decision 021)', () => {
  it.each([
    { repos: 'aucun', minutes: 720, ok: true },
    { repos: 'aucun', minutes: 735, ok: false },
    { repos: 'demi', minutes: 210, ok: true },
    { repos: 'demi', minutes: 225, ok: false },
    { repos: 'complet', minutes: 0, ok: true },
    { repos: 'complet', minutes: 15, ok: false },
  ] as const)('$minutes min on a day of rest "$repos": $ok', ({ repos, minutes, ok }) => {
    expect(travailAutorise(minutes, repos)).toBe(ok);
  });

  it('reads the rest of a day from its rest-day record', () => {
    expect(reposDe(undefined)).toBe('aucun');
    expect(reposDe({ demiJour: true })).toBe('demi');
    expect(reposDe({ demiJour: false })).toBe('complet');
    expect(maxTravailJour('complet')).toBe(0);
  });

  it.each([
    { cas: 'empty day, full rest', jour: { minutesTravaillees: 0, aDejaUnRepos: false }, demi: false, libre: true },
    { cas: 'worked day, full rest', jour: { minutesTravaillees: 420, aDejaUnRepos: false }, demi: false, libre: false },
    { cas: 'short day, half rest', jour: { minutesTravaillees: 210, aDejaUnRepos: false }, demi: true, libre: true },
    { cas: 'long day, half rest', jour: { minutesTravaillees: 420, aDejaUnRepos: false }, demi: true, libre: false },
    { cas: 'already a rest day', jour: { minutesTravaillees: 0, aDejaUnRepos: true }, demi: true, libre: false },
  ])('$cas: free is $libre', ({ jour, demi, libre }) => {
    expect(jourLibrePourRepos(jour, demi)).toBe(libre);
  });

  it('explains each maximum in French', () => {
    expect(messageMaxTravail('aucun')).toBe('12 h de travail par jour au plus');
    expect(messageMaxTravail('demi')).toContain('3 h 30 de travail au plus');
    expect(messageMaxTravail('complet')).toContain('repos complet');
  });
});
