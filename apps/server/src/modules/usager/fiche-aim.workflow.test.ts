import { STATUTS_FICHE_AIM } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { assertTransitionFiche, type EvenementFiche, estModifiable, transitionFiche } from './fiche-aim.workflow';

const EVENEMENTS: EvenementFiche[] = ['DEMANDE_VALIDATION', 'ACCEPTATION', 'REFUS', 'ANNULATION'];

const PERMISES = [
  ['EN_PREPARATION', 'DEMANDE_VALIDATION', 'EN_ATTENTE_DE_VALIDATION'],
  ['EN_ATTENTE_DE_VALIDATION', 'ACCEPTATION', 'VALIDEE'],
  ['EN_ATTENTE_DE_VALIDATION', 'REFUS', 'EN_PREPARATION'],
  ['EN_ATTENTE_DE_VALIDATION', 'ANNULATION', 'EN_PREPARATION'],
] as const;

describe('sheet status transitions (spec §4)', () => {
  it.each(PERMISES)('%s --%s--> %s', (de, evenement, vers) => {
    expect(transitionFiche(de, evenement)).toBe(vers);
    expect(assertTransitionFiche(de, evenement)).toBe(vers);
  });

  const refusees = STATUTS_FICHE_AIM.flatMap((de) =>
    EVENEMENTS.filter((ev) => !PERMISES.some(([d, e]) => d === de && e === ev)).map((ev) => [de, ev] as const),
  );
  it.each(refusees)('%s refuses %s with a 409', (de, evenement) => {
    expect(transitionFiche(de, evenement)).toBeNull();
    expect(() => assertTransitionFiche(de, evenement)).toThrow(AppError);
    try {
      assertTransitionFiche(de, evenement);
    } catch (e) {
      expect((e as AppError).code).toBe('CONFLICT');
    }
  });

  it.each([
    ['EN_PREPARATION', true],
    ['EN_ATTENTE_DE_VALIDATION', false],
    ['VALIDEE', false],
  ] as const)('%s modifiable: %s', (statut, modifiable) => {
    expect(estModifiable(statut)).toBe(modifiable);
  });
});
