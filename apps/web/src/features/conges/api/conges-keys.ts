/** Query keys of leave; mutations invalidate through these, never literals. */
export const congesKeys = {
  all: ['conges'] as const,
  types: () => ['conges', 'types'] as const,
  evaluation: (body: unknown) => ['conges', 'evaluer', body] as const,
};
