import { describe, expect, it } from 'vitest';
import {
  BORNE_HORAIRE_INVALIDE,
  borneHoraire,
  bornesHoraires,
  formatHeureMinute,
  parseBorneHoraire,
  periodeOf,
} from './time-bounds';

const ok = (valeur: number) => ({ ok: true, valeur });
const invalide = { ok: false, message: "Cette borne horaire n'est pas valide" };

describe('parseBorneHoraire (spec §5, time picker)', () => {
  it('keeps the exact French message', () => {
    expect(BORNE_HORAIRE_INVALIDE).toBe("Cette borne horaire n'est pas valide");
  });

  it.each([
    ['07:30', 450],
    ['00:00', 0],
    ['23:45', 1425],
    ['24:00', 1440],
    [' 08:15 ', 495],
  ])('reads %s as %i minutes', (texte, valeur) => {
    expect(parseBorneHoraire(texte)).toEqual(ok(valeur));
  });

  it.each(['7:30', '0730', '07:3', '07h30', 'ab:cd', '', '07:30:00', '-7:30'])('refuses %j (mask ##:##)', (texte) => {
    expect(parseBorneHoraire(texte)).toEqual(invalide);
  });

  it.each(['24:15', '25:00', '99:00', '07:60', '07:75'])('refuses %s (24 h clock)', (texte) => {
    expect(parseBorneHoraire(texte)).toEqual(invalide);
  });

  it('keeps only minutes that are multiples of the granularity (15 by default)', () => {
    expect(parseBorneHoraire('07:10')).toEqual(invalide);
    expect(parseBorneHoraire('07:45')).toEqual(ok(465));
    expect(parseBorneHoraire('07:10', { granularite: 5 })).toEqual(ok(430));
    expect(parseBorneHoraire('07:15', { granularite: 30 })).toEqual(invalide);
    expect(parseBorneHoraire('07:30', { granularite: 30 })).toEqual(ok(450));
  });

  it('must lie between the optional minimum and maximum, both included', () => {
    const rules = { min: 480, max: 1080 };
    expect(parseBorneHoraire('07:45', rules)).toEqual(invalide);
    expect(parseBorneHoraire('08:00', rules)).toEqual(ok(480));
    expect(parseBorneHoraire('18:00', rules)).toEqual(ok(1080));
    expect(parseBorneHoraire('18:15', rules)).toEqual(invalide);
    expect(parseBorneHoraire('12:00', { min: null, max: null })).toEqual(ok(720));
  });

  it('reads 00:00 as 24:00 when a minimum is given, and as midnight otherwise', () => {
    expect(parseBorneHoraire('00:00', { min: 1320 })).toEqual(ok(1440));
    expect(parseBorneHoraire('00:00', { min: 0 })).toEqual(ok(1440));
    expect(parseBorneHoraire('00:00', { min: 1320, max: 1380 })).toEqual(invalide);
    expect(parseBorneHoraire('00:00', { max: 600 })).toEqual(ok(0));
  });
});

describe('bornesHoraires', () => {
  it('offers 97 bounds from 00:00 to 24:00 every 15 minutes', () => {
    const bornes = bornesHoraires();
    expect(bornes).toHaveLength(97);
    expect(bornes[0]).toEqual({ heure: 0, minute: 0, valeur: 0, toHeureMinute: '00:00' });
    expect(bornes[29]).toEqual({ heure: 7, minute: 15, valeur: 435, toHeureMinute: '07:15' });
    expect(bornes[96]).toEqual({ heure: 24, minute: 0, valeur: 1440, toHeureMinute: '24:00' });
    expect(bornes.every((b) => b.minute % 15 === 0)).toBe(true);
  });

  it('follows the granularity', () => {
    expect(bornesHoraires(30)).toHaveLength(49);
    expect(
      bornesHoraires(60)
        .map((b) => b.toHeureMinute)
        .slice(0, 3),
    ).toEqual(['00:00', '01:00', '02:00']);
    expect(bornesHoraires(5)).toHaveLength(289);
  });

  it('formats a value as HH:MM', () => {
    expect(formatHeureMinute(545)).toBe('09:05');
    expect(borneHoraire(1380)).toEqual({ heure: 23, minute: 0, valeur: 1380, toHeureMinute: '23:00' });
  });
});

describe('periodeOf (spec §9: day from 07:00 to 23:00)', () => {
  it.each([
    [0, 'nuit'],
    [419, 'nuit'],
    [420, 'jour'],
    [720, 'jour'],
    [1380, 'jour'],
    [1381, 'nuit'],
    [1440, 'nuit'],
  ])('%i minutes is %s', (valeur, periode) => {
    expect(periodeOf(valeur)).toBe(periode);
  });
});
