import { describe, expect, it } from 'vitest';
import { alertesDuMembre, type IntervalleTravail, messageAlerte } from './alertes.rules';

const jour = (j: number, debut: string, fin: string): IntervalleTravail => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { jour: j, debut: m(debut), fin: m(fin) };
};
const types = (intervalles: IntervalleTravail[], nbJours = 7, cyclique = false) =>
  alertesDuMembre(intervalles, { nbJours, cyclique }).map((a) => [a.type, a.jour ?? null, a.minutes]);

describe('planning alerts (DOMAIN.md)', () => {
  it('says nothing of an ordinary 35-hour week with two days off', () => {
    expect(types([0, 1, 2, 3, 4].map((j) => jour(j, '09:00', '16:00')))).toEqual([]);
  });

  it('warns above 44 h, and above 48 h instead of 44 h', () => {
    const cinqJours = (fin: string) => [0, 1, 2, 3, 4].map((j) => jour(j, '08:00', fin));
    expect(types(cinqJours('17:00'))).toEqual([['SEMAINE_44H', null, 45 * 60]]);
    expect(types(cinqJours('18:00'))).toEqual([['SEMAINE_48H', null, 50 * 60]]);
    expect(types(cinqJours('16:48'))).toEqual([]);
  });

  it('warns of a day over 10 h, or over 12 h where allowed', () => {
    const longue = [jour(2, '07:00', '13:00'), jour(2, '14:00', '19:00')];
    expect(types(longue)).toEqual([['JOURNEE_LONGUE', 2, 660]]);
    expect(alertesDuMembre(longue, { nbJours: 7, maxJourneeMinutes: 720 })).toEqual([]);
  });

  it('warns when fewer than 11 h separate two working days, not within a split day', () => {
    expect(types([jour(0, '14:00', '23:00'), jour(1, '07:00', '14:00')])).toEqual([['REPOS_QUOTIDIEN', 1, 480]]);
    expect(types([jour(0, '07:00', '11:00'), jour(0, '17:00', '21:00'), jour(1, '08:00', '12:00')])).toEqual([]);
    expect(types([jour(0, '07:00', '11:00'), jour(0, '17:00', '21:00'), jour(1, '07:00', '12:00')])).toEqual([
      ['REPOS_QUOTIDIEN', 1, 600],
    ]);
  });

  it('joins a night over midnight into one shift', () => {
    const nuit = [jour(0, '21:00', '24:00'), jour(1, '00:00', '07:00'), jour(1, '21:00', '24:00')];
    expect(types(nuit)).toEqual([]);
    expect(types([...nuit, jour(2, '00:00', '07:00'), jour(2, '15:00', '17:00')])).toEqual([
      ['REPOS_QUOTIDIEN', 2, 480],
    ]);
  });

  it('wants two days without work in each week', () => {
    const sixJours = [0, 1, 2, 3, 4, 5].map((j) => jour(j, '09:00', '15:00'));
    expect(types(sixJours)).toEqual([['JOURS_DE_REPOS', null, 36 * 60]]);
  });

  it('links the last day of a template to its first when the weeks repeat', () => {
    const modele = [jour(0, '07:00', '12:00'), jour(13, '14:00', '23:00')];
    expect(types(modele, 14)).toEqual([]);
    expect(types(modele, 14, true)).toEqual([['REPOS_QUOTIDIEN', 0, 480]]);
  });

  it('writes the alerts in French', () => {
    const [alerte] = alertesDuMembre([jour(0, '14:00', '23:00'), jour(1, '07:00', '14:00')], { nbJours: 7 });
    expect(messageAlerte(alerte!, { semaine: 'semaine 48', jour: 'mardi 24/11' })).toBe(
      '8 h de repos seulement avant le mardi 24/11 (11 h minimum)',
    );
    expect(messageAlerte({ type: 'SEMAINE_44H', semaine: 0, minutes: 2730 }, { semaine: 'semaine 48' })).toBe(
      '45 h 30 sur la semaine 48 : au-delà de 44 h',
    );
  });
});
