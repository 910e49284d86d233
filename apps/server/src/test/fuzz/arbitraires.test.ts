import { apiRoutes, DateSchema, EmailSchema, IdParamsSchema, type RouteDefinition } from '@roulement/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTEXTE_VIDE, type Contexte, invalide, jsonSchemaDe, valide } from './arbitraires';

const routes = Object.values(apiRoutes).flatMap((d) => Object.values(d) as RouteDefinition[]);
const echantillon = (schema: z.ZodType, ctx: Contexte = CONTEXTE_VIDE, arbitraire = valide) =>
  fc.sample(arbitraire(jsonSchemaDe(schema), ctx), { numRuns: 100, seed: 42 });

describe('fuzz arbitraries', () => {
  it('generate ids, dates and e-mails that the contract accepts', () => {
    const champs = z.object({ id: IdParamsSchema.shape.id, date: DateSchema, email: EmailSchema });
    for (const v of echantillon(champs)) expect(champs.safeParse(v).success, JSON.stringify(v)).toBe(true);
  });

  it('draw ids mostly from the records the context knows', () => {
    const ctx: Contexte = { idsDe: (champ) => (champ === 'id' ? [7, 8] : undefined), emails: [] };
    const ids = echantillon(IdParamsSchema, ctx).map((v) => Number((v as { id: unknown }).id));
    expect(ids.filter((id) => id === 7 || id === 8).length).toBeGreaterThan(50);
  });

  it('generate valid params for every route, and mostly valid queries and bodies (cross-field rules aside)', () => {
    let total = 0;
    let acceptes = 0;
    for (const route of routes) {
      for (const schema of [route.params, route.query, route.body]) {
        if (!schema) continue;
        const valeurs = echantillon(schema);
        const ok = valeurs.filter((v) => schema.safeParse(v).success).length;
        if (schema === route.params) expect(ok, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(90);
        total += valeurs.length;
        acceptes += ok;
      }
    }
    expect(acceptes / total).toBeGreaterThan(0.75);
  });

  it('generate invalid values that the contract mostly refuses', () => {
    for (const schema of [IdParamsSchema, routes.find((r) => r.path === '/employe' && r.method === 'POST')!.body!]) {
      const refuses = echantillon(schema, CONTEXTE_VIDE, invalide).filter((v) => !schema.safeParse(v).success);
      expect(refuses.length).toBeGreaterThan(80);
    }
  });
});
