import { REGLES_DU_TRAVAIL_PAR_DEFAUT, type ReglesTravail, type RegleTravail } from '@roulement/contract';

/** A written version of the working-time rules, with the law's and CCN 66's figures. */
export const regleTravailFixture = (overrides: Partial<RegleTravail> = {}): RegleTravail => ({
  ...REGLES_DU_TRAVAIL_PAR_DEFAUT,
  regleTravailId: 1,
  dateDebut: '2000-01-01',
  ...overrides,
});

export const reglesTravailFixture = (overrides: Partial<ReglesTravail> = {}): ReglesTravail => ({
  associationId: 2,
  versions: [regleTravailFixture()],
  abilities: { creer: true },
  ...overrides,
});
