import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteDefinition } from './common/define-route';
import { apiRoutes } from './routes';

/**
 * The strings a query schema accepts, with their path: wrappers (optional, default, nullable,
 * pipe, union, array) are looked through, so a bound hidden behind a transform still counts.
 */
function chainesDe(schema: z.ZodType, chemin: string): { chemin: string; schema: z.ZodType }[] {
  // Formats (z.email(), z.iso.date()) are strings too, without being ZodString.
  if (schema._zod.def.type === 'string') return [{ chemin, schema }];
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape).flatMap(([k, v]) => chainesDe(v as z.ZodType, `${chemin}.${k}`));
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly
  )
    return chainesDe(schema.unwrap() as z.ZodType, chemin);
  if (schema instanceof z.ZodPipe) {
    // A preprocess reads anything first: what bounds the input is the schema after it.
    const entree = schema.in instanceof z.ZodTransform ? schema.out : schema.in;
    return chainesDe(entree as z.ZodType, chemin);
  }
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((o) => chainesDe(o as z.ZodType, chemin));
  if (schema instanceof z.ZodArray) return chainesDe(schema.element as z.ZodType, `${chemin}[]`);
  return [];
}

describe('the query strings of the contract (issue 23)', () => {
  const routes = Object.values(apiRoutes).flatMap((domaine) => Object.values(domaine) as RouteDefinition[]);

  it('finds routes with a query', () => {
    expect(routes.filter((r) => r.query).length).toBeGreaterThan(20);
  });

  it('bounds the length of every string of every query', () => {
    const sansMax = routes.flatMap((route) =>
      route.query
        ? chainesDe(route.query, `${route.method} ${route.path}`)
            .filter(({ schema }) => (schema as z.ZodString).maxLength === null)
            .map(({ chemin }) => chemin)
        : [],
    );
    expect(sansMax).toEqual([]);
  });
});
