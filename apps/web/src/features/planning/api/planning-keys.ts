import type { Semaine } from '@roulement/contract';

/** Query keys of plannings; mutations invalidate through these, never literals. */
export const planningKeys = {
  all: ['planning'] as const,
  utilisateur: (utilisateurId: number, s: Semaine) =>
    ['planning', 'utilisateur', utilisateurId, s.annee, s.semaine] as const,
  service: (serviceId: number) => ['planning', 'service', serviceId] as const,
  semaineService: (serviceId: number, s: Semaine) =>
    ['planning', 'service', serviceId, 'semaine', s.annee, s.semaine] as const,
  reposService: (serviceId: number, s: Semaine) =>
    ['planning', 'service', serviceId, 'repos', s.annee, s.semaine] as const,
  /** Slot mutations of a service, so the grid can show the pending ones (spec §4). */
  mutationsService: (serviceId: number) => ['planning', 'service', serviceId, 'mutation'] as const,
};
