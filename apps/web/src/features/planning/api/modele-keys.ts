/** Query keys of planning templates; mutations update or invalidate through these, never literals. */
export const modeleKeys = {
  all: ['modelePlanning'] as const,
  service: (serviceId: number) => ['modelePlanning', 'service', serviceId] as const,
};
