import { describe, expect, it } from 'vitest';
import {
  dateFr,
  employeIdExistant,
  heuresDepuisMinutes,
  normaliserRecherche,
  statutContrat,
  statutEmploye,
  texteDatesContrat,
  trierContrats,
} from './employe.rules';

const AUJOURDHUI = '2026-11-22';
const periode = (dateDebut: string, dateFin: string | null = null) => ({ dateDebut, dateFin });

describe('dateFr', () => {
  it.each([
    ['2026-11-22', '22/11/2026'],
    ['2027-01-05', '05/01/2027'],
  ])('%s → %s', (iso, fr) => {
    expect(dateFr(iso)).toBe(fr);
  });
});

describe('statutContrat (spec §4)', () => {
  it.each([
    [periode('2026-11-23'), 'A venir'],
    [periode('2026-11-23', '2027-01-31'), 'A venir'],
    [periode('2026-11-22'), 'En cours'],
    [periode('2020-01-01'), 'En cours'],
    [periode('2020-01-01', '2026-11-22'), 'En cours'],
    [periode('2020-01-01', '2026-11-21'), 'Terminé'],
  ] as const)('%j → %s', (contrat, statut) => {
    expect(statutContrat(contrat, AUJOURDHUI)).toBe(statut);
  });
});

describe('texteDatesContrat (spec §4)', () => {
  it.each([
    [periode('2020-01-01', '2026-12-31'), 'Du 01/01/2020 au 31/12/2026'],
    [periode('2027-01-01', '2027-06-30'), 'Du 01/01/2027 au 30/06/2027'],
    [periode('2020-09-01'), 'Depuis le 01/09/2020'],
    [periode('2026-11-22'), 'Depuis le 22/11/2026'],
    [periode('2026-12-01'), 'À compter du 01/12/2026'],
  ])('%j → « %s »', (contrat, texte) => {
    expect(texteDatesContrat(contrat, AUJOURDHUI)).toBe(texte);
  });
});

describe('trierContrats', () => {
  it('puts the current contract first, then future ones, then ended ones, newest first in each group', () => {
    const termineAncien = { id: 1, ...periode('2015-01-01', '2016-12-31') };
    const termineRecent = { id: 2, ...periode('2017-01-01', '2019-12-31') };
    const enCours = { id: 3, ...periode('2020-01-01', '2026-12-31') };
    const aVenir = { id: 4, ...periode('2027-01-01') };
    const tries = trierContrats([termineAncien, aVenir, termineRecent, enCours], AUJOURDHUI);
    expect(tries.map((c) => c.id)).toEqual([3, 4, 2, 1]);
  });

  it('does not change the list it is given', () => {
    const liste = [periode('2015-01-01', '2016-12-31'), periode('2020-01-01')];
    trierContrats(liste, AUJOURDHUI);
    expect(liste[0]?.dateDebut).toBe('2015-01-01');
  });

  it('answers an empty list for no contract', () => {
    expect(trierContrats([], AUJOURDHUI)).toEqual([]);
  });
});

describe('statutEmploye (groups of the employees list)', () => {
  it.each([
    [[], 'Enregistré(e)', 'sans contrat'],
    [[periode('2020-01-01')], 'Présent(e)', null],
    [[periode('2026-01-01', '2027-03-31')], 'Présent(e)', "jusqu'au 31/03/2027"],
    // One contract without end among the current ones: no end to announce.
    [[periode('2026-01-01', '2027-03-31'), periode('2026-06-01')], 'Présent(e)', null],
    [[periode('2026-12-01', '2027-03-31')], 'A venir', 'à compter du 01/12/2026'],
    [[periode('2027-02-01'), periode('2026-12-01', '2027-01-31')], 'A venir', 'à compter du 01/12/2026'],
    [[periode('2019-01-01', '2020-12-31')], 'Sorti(e)', 'depuis le 31/12/2020'],
    [[periode('2019-01-01', '2020-12-31'), periode('2021-01-01', '2026-11-21')], 'Sorti(e)', 'depuis le 21/11/2026'],
    // Ended, then hired again from next month: « A venir » wins over « Sorti(e) ».
    [[periode('2019-01-01', '2020-12-31'), periode('2026-12-01')], 'A venir', 'à compter du 01/12/2026'],
    // A contract ending today is still current.
    [[periode('2019-01-01', '2026-11-22')], 'Présent(e)', "jusqu'au 22/11/2026"],
  ])('%j → %s (%s)', (contrats, status, complementStatus) => {
    expect(statutEmploye(contrats, AUJOURDHUI)).toEqual({ status, complementStatus });
  });
});

describe('normaliserRecherche', () => {
  it.each([
    ['Élodie Lefèvre', 'elodie lefevre'],
    ['  JÉRÔME   Dupont ', 'jerome dupont'],
    ['Jean-Pierre', 'jean pierre'],
    ["Jeanne d'Arc", 'jeanne d arc'],
    ['Noël Œuvray', 'noel oeuvray'],
    ['Lætitia', 'laetitia'],
    ['François Çà', 'francois ca'],
    ['', ''],
  ])('%j → %j', (texte, attendu) => {
    expect(normaliserRecherche(texte)).toBe(attendu);
  });

  it('makes a typed term and a stored name meet whatever the accents and case', () => {
    expect(normaliserRecherche('Élodie LEFÈVRE')).toContain(normaliserRecherche('lefevre'));
    expect(normaliserRecherche('Hélène Müller')).toContain(normaliserRecherche('MULLER'));
  });
});

describe('heuresDepuisMinutes (spec §9)', () => {
  it.each([
    [0, 0],
    [60, 1],
    [90, 1.5],
    [100, 1.67],
    [-45, -0.75],
    [1, 0.02],
  ])('%i min → %d h', (minutes, heures) => {
    expect(heuresDepuisMinutes(minutes)).toBe(heures);
  });
});

describe('employeIdExistant', () => {
  it('reads the existing employee of a 409 to POST /employe', () => {
    expect(employeIdExistant({ fieldErrors: { employeId: '42' } })).toBe(42);
  });

  it.each<{ fieldErrors?: Record<string, string> }>([
    {},
    { fieldErrors: {} },
    { fieldErrors: { employeId: 'abc' } },
    { fieldErrors: { employeId: '0' } },
  ])('answers undefined for %j', (error) => {
    expect(employeIdExistant(error)).toBeUndefined();
  });
});
