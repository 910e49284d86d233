import type { Delegation, Personne } from '@roulement/contract';

export const personneFixture = (overrides: Partial<Personne> = {}): Personne => ({
  utilisateurId: 2,
  nomComplet: 'Camille Durand',
  email: 'camille.durand@test.local',
  ...overrides,
});

export const delegationFixture = (overrides: Partial<Delegation> = {}): Delegation => ({
  delegationId: 1,
  delegant: personneFixture({ utilisateurId: 1, nomComplet: 'Dora Directrice', email: 'dora@test.local' }),
  delegataire: personneFixture(),
  etablissementId: 3,
  raisonSociale: 'Foyer des Tilleuls',
  dateDebut: '2030-06-01',
  dateFin: '2030-06-30',
  abilities: { revoquer: true },
  ...overrides,
});
