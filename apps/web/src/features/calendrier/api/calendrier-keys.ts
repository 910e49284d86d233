export const calendrierKeys = {
  all: ['calendrier'] as const,
  joursFeries: (annee: number) => ['calendrier', 'joursFeries', annee] as const,
  bornesHoraires: (granularite: number) => ['calendrier', 'borneHoraire', granularite] as const,
  jours: () => ['calendrier', 'jour'] as const,
};
