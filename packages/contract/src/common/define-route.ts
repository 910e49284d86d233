import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route before any record is looked at. Record-level rules (may this user edit
 * this employee?) live in the server's policies, not here.
 */
export type RoutePermission = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'role'; role: string };

export const PUBLIC: RoutePermission = { kind: 'public' };
export const AUTHENTICATED: RoutePermission = { kind: 'authenticated' };
export const requireRole = (role: string): RoutePermission => ({ kind: 'role', role });

export interface RouteDefinition {
  method: HttpMethod;
  /** Path below `/api`, Fastify style (`/utilisateur/:id`). */
  path: string;
  summary: string;
  tags: readonly string[];
  permission: RoutePermission;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Body handled outside JSON validation (multipart upload). */
  multipart?: boolean;
  /** Binary or text answer (not JSON): its media type. */
  produces?: string;
  responses: Partial<Record<200 | 201 | 204, z.ZodType>>;
}

export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

export type BodyOf<R extends RouteDefinition> = Infer<R['body']>;
export type BodyInputOf<R extends RouteDefinition> = Input<R['body']>;
export type QueryInputOf<R extends RouteDefinition> = Input<R['query']>;
export type ParamsInputOf<R extends RouteDefinition> = Input<R['params']>;
export type ResponseOf<R extends RouteDefinition> = R['responses'] extends { 200: infer S }
  ? Infer<S>
  : R['responses'] extends { 201: infer S }
    ? Infer<S>
    : undefined;

/** Fills `:name` segments of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Paramètre manquant : ${name}`);
    return encodeURIComponent(String(value));
  });
}
