/** SQLSTATE of a PostgreSQL error, looked up through the driver's and Drizzle's wrappers. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint refused the row: another transaction wrote the same key first. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** The name of the constraint a PostgreSQL error names, through the same wrappers. */
export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The constraints that back a rule the code checks first (issue 11 §7): they only fire when two
 * requests write at once, and then say what the check would have said.
 */
const MESSAGES_DE_CONTRAINTE: Record<string, string> = {
  creneau_sans_chevauchement: 'Ce créneau chevauche un autre créneau du membre ce jour-là',
  membre_actif_unique: 'Cet employé est déjà membre du service',
};
const CONFLIT = 'Cette modification entre en conflit avec une autre, faite en même temps : rechargez et réessayez';

/**
 * The French message of a write the database refused because of the data as it now is (unique,
 * exclusion or foreign key constraint, two transactions that collided): a 409, never a 500.
 */
export function messageDeConflit(error: unknown): string | undefined {
  const state = sqlStateOf(error);
  if (state === '23505' || state === '23P01') return MESSAGES_DE_CONTRAINTE[constraintOf(error) ?? ''] ?? CONFLIT;
  if (state === '23503' || state === '40001' || state === '40P01') return CONFLIT;
  return undefined;
}
