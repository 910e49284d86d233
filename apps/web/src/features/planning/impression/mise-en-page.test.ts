import { describe, expect, it } from 'vitest';
import { echelleAxe, HAUTEUR_DISPONIBLE, nomCarte, PAGE, pagesAImprimer } from './mise-en-page';

describe('planning print layout (spec §2.8, §9)', () => {
  it('shortens the first name to its initial when the surname leaves under 16 characters', () => {
    expect(nomCarte({ prenom: 'Charlotte', nom: 'Chef' }, 19)).toBe('C. Chef');
    expect(nomCarte({ prenom: 'Charlotte', nom: 'Chef' }, 20)).toBe('Charlotte Chef');
    expect(nomCarte({ prenom: 'Anne-Sophie', nom: 'De La Fontaine-Dupré' }, 12)).toBe('A. De La Fo…');
  });

  it('puts a week on one page, or shares many members evenly between pages', () => {
    expect(pagesAImprimer([9, 4])).toEqual([
      { semaine: 0, debut: 0, fin: 9 },
      { semaine: 1, debut: 0, fin: 4 },
    ]);
    expect(pagesAImprimer([30])).toEqual([
      { semaine: 0, debut: 0, fin: 8 },
      { semaine: 0, debut: 8, fin: 16 },
      { semaine: 0, debut: 16, fin: 24 },
      { semaine: 0, debut: 24, fin: 30 },
    ]);
  });

  it('draws the day at 9 px per 15 minutes, which fits an A4 landscape page', () => {
    const jour = 16 * 60;
    expect(echelleAxe(jour)(jour)).toBeCloseTo(152.4, 1);
    expect(echelleAxe(jour)(jour)).toBeLessThan(PAGE.hauteur - 50);
  });

  it('shrinks a day stretched by a night shift to the page, never past it', () => {
    const journeeEtNuit = 24 * 60;
    expect(echelleAxe(journeeEtNuit)(journeeEtNuit)).toBeCloseTo(HAUTEUR_DISPONIBLE, 5);
    expect(echelleAxe(journeeEtNuit)(60)).toBeCloseTo(HAUTEUR_DISPONIBLE / 24, 5);
  });
});
