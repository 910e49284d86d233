import { PUBLICATION_LUNDI_SEULEMENT, PUBLICATION_PASSEE_INTERDITE } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { publicationFormSchema } from './publication-form-schema';

const AUJOURDHUI = '2026-03-04';
const erreurs = (valeurs: unknown, administrateur = false) => {
  const resultat = publicationFormSchema(AUJOURDHUI, administrateur).safeParse(valeurs);
  return resultat.success ? [] : resultat.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('publication form (spec §5)', () => {
  it('requires the date and the start-of-rotation week', () => {
    expect(erreurs({ date: null })).toEqual([
      'date: *information obligatoire',
      'debutCyclePublication: *information obligatoire',
    ]);
  });

  it('accepts Mondays only', () => {
    expect(erreurs({ date: '2026-03-10', debutCyclePublication: 1 })).toEqual([`date: ${PUBLICATION_LUNDI_SEULEMENT}`]);
  });

  it('refuses a past Monday, unless the user is an administrator', () => {
    expect(erreurs({ date: '2026-03-02', debutCyclePublication: 1 })).toEqual([
      `date: ${PUBLICATION_PASSEE_INTERDITE}`,
    ]);
    expect(erreurs({ date: '2026-03-02', debutCyclePublication: 1 }, true)).toEqual([]);
  });

  it('sends the ISO week of the date and the template week to start with', () => {
    expect(publicationFormSchema(AUJOURDHUI, false).parse({ date: '2026-03-09', debutCyclePublication: 2 })).toEqual({
      semaineMiseEnApplication: { semaine: 11, annee: 2026 },
      debutCyclePublication: 2,
    });
  });
});
