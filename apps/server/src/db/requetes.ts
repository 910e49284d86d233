import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A prepared statement's parameter, given its value by name at each call. */
export type Parametre = ReturnType<typeof sql.placeholder>;
export const parametre = (nom: string): Parametre => sql.placeholder(nom);

/** `colonne` is one of the integers of the array parameter `nom` (a prepared `in` list). */
export const parmi = (colonne: AnyColumn, nom: string): SQL => sql`${colonne} = any(${parametre(nom)}::int[])`;
