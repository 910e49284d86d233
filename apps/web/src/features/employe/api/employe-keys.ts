/** Query keys of employees and contracts; mutations invalidate through these, never literals. */
export const employeKeys = {
  all: ['employe'] as const,
  listes: () => ['employe', 'liste'] as const,
  etablissement: (etablissementId: number) => ['employe', 'liste', 'etablissement', etablissementId] as const,
  recherche: (etablissementId: number, recherche: string) =>
    ['employe', 'liste', 'recherche', etablissementId, recherche] as const,
  utilisateur: (utilisateurId: number) => ['employe', 'liste', 'utilisateur', utilisateurId] as const,
  detail: (employeId: number) => ['employe', 'detail', employeId] as const,
  /** Under 'employe': a mutation that refreshes the employees refreshes their history too. */
  historique: (employeId: number, filtres: object) => ['employe', 'historique', employeId, filtres] as const,
  contratTypes: () => ['contrat', 'types'] as const,
  metiers: () => ['contrat', 'metiers'] as const,
};
