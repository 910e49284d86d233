/** Query keys of services and members; mutations invalidate through these, never literals. */
export const serviceKeys = {
  all: ['service'] as const,
  listes: () => ['service', 'liste'] as const,
  etablissement: (etablissementId: number) => ['service', 'liste', 'etablissement', etablissementId] as const,
  detail: (serviceId: number) => ['service', 'detail', serviceId] as const,
  membres: () => ['service', 'membres'] as const,
  /** The members of every open service of an establishment (service 0 « Tous les employés »). */
  membresEtablissement: (etablissementId: number) => ['service', 'membres', 'etablissement', etablissementId] as const,
  candidats: (serviceId: number) => ['service', 'candidats', serviceId] as const,
  recherchesCandidats: (serviceId: number, recherche: string) =>
    ['service', 'candidats', serviceId, recherche] as const,
};
