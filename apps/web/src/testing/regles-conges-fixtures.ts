import type { RegleConges, ReglesConges } from '@roulement/contract';

/** A version of the leave rules with the DOMAIN.md figures. */
export const regleCongesFixture = (overrides: Partial<RegleConges> = {}): RegleConges => ({
  regleCongesId: 1,
  dateDebut: '2000-01-01',
  joursParMois: 2.5,
  joursParMoisMaladie: 2,
  joursParPalierAnciennete: 2,
  joursAncienneteMax: 6,
  trimestreEte: 3,
  joursTrimestriels: { educatif: 6, cadre: 6, paramedical: 3, administratif: 3, services_generaux: 3 },
  ...overrides,
});

export const reglesCongesFixture = (overrides: Partial<ReglesConges> = {}): ReglesConges => ({
  associationId: 2,
  association: 'Association Les Tilleuls',
  versions: [regleCongesFixture()],
  abilities: { creer: true },
  ...overrides,
});
