import { sql } from 'drizzle-orm';

/** A prepared statement's parameter, given its value by name at each call. */
export type Parametre = ReturnType<typeof sql.placeholder>;
export const parametre = (nom: string): Parametre => sql.placeholder(nom);
