import type { Semaine } from '@roulement/contract';

/** Query keys of plannings; mutations invalidate through these, never literals. */
export const planningKeys = {
  all: ['planning'] as const,
  utilisateur: (utilisateurId: number, s: Semaine) =>
    ['planning', 'utilisateur', utilisateurId, s.annee, s.semaine] as const,
};
