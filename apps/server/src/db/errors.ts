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
