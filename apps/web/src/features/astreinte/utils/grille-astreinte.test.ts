import { describe, expect, it } from 'vitest';
import { dateDuJour, pageDeCartes, personneDeLaSemaine, soldeDe } from './grille-astreinte';

const semaine = (...ids: (number | null)[]) => ({
  semaine: { numero: 10, semaine: '2026-03-02', annee: 2026 },
  planningDeLaSemaine: Object.fromEntries(ids.map((id, i) => [String(i + 1), id])),
});

describe('personneDeLaSemaine', () => {
  it.each([
    [[4, 4, 4, 4, 4, 4, 4], 4],
    [[4, 4, 4, 4, 4, 4, 5], null],
    [[null, null, null, null, null, null, null], null],
    [[4, 4, 4, null, 4, 4, 4], null],
  ])('%j → %s', (ids, attendu) => expect(personneDeLaSemaine(semaine(...ids))).toBe(attendu));
});

describe('soldeDe', () => {
  it.each([
    [60, 20, 40, 0],
    [60, 20, 41, 1],
    [60, 20, 38, -2],
    [30.4, 10, 20, 0],
  ])('dus %f, faits %i, prévus %i → %i', (dus, faits, prevus, attendu) =>
    expect(
      soldeDe({ nbJoursDusPourLannee: dus, nbJoursFaitsADate: faits, nbJoursPrevusSurLeTempsRestant: prevus }),
    ).toBe(attendu),
  );
});

describe('pageDeCartes', () => {
  it.each([
    [[1, 2, 3, 4, 5], 0, [1, 2, 3], 2],
    [[1, 2, 3, 4, 5], 1, [4, 5], 2],
    [[1, 2, 3], 0, [1, 2, 3], 1],
    [[], 0, [], 1],
    [[1, 2, 3, 4], 7, [4], 2],
  ])('%j page %i → %j sur %i pages', (cartes, page, attendu, pages) => {
    const r = pageDeCartes(cartes, page, 3);
    expect(r.cartes).toEqual(attendu);
    expect(r.pages).toBe(pages);
  });
});

describe('dateDuJour', () => {
  it.each([
    ['2026-03-02', 1, '2026-03-02'],
    ['2026-03-02', 7, '2026-03-08'],
    ['2025-12-29', 5, '2026-01-02'],
  ])('%s jour %i → %s', (lundi, jour, attendu) => expect(dateDuJour(lundi, jour)).toBe(attendu));
});
