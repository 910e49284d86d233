/** Query keys of users; mutations invalidate through these, never through literals. */
export const utilisateurKeys = {
  all: ['utilisateur'] as const,
  parEmail: (email: string) => ['utilisateur', 'email', email.toLowerCase()] as const,
  avatar: (utilisateurId: number) => ['utilisateur', utilisateurId, 'avatar'] as const,
};
