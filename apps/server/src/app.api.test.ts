import { apiRoutes, type RouteDefinition } from '@roulement/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EXEMPLES, exemple } from './test/exemples-de-corps';
import { buildCongesCredit, buildEmploye, buildUtilisateur } from './test/factories';
import { expectApiError } from './test/http';
import { buildTestApp, type TestApp } from './test/test-app';

/**
 * "Never a 500 for anything a client can send" (ARCHITECTURE.md §5), checked on every route of
 * the contract: garbage paths, queries and bodies, with an Administrateur token so that every
 * request gets past the permission check and reaches validation and the database.
 */

const GARBAGE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 70,
  '',
  ' ',
  'abc',
  'a\u0000b',
  '\ud800',
  '0000-01-01',
  '9999-99-99',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  {},
  [],
  ['a', 'b'],
  { $gt: '' },
];
const GARBAGE_PARAMS = ['abc', '-1', '0', '1.5', '1e3', '99999999999999999999', '%00', '%C3%A9', 'null', '%20', '1'];
const GARBAGE_QUERY = [
  'abc',
  '',
  '-1',
  '0',
  '1.5',
  '1e999',
  '99999999999999999999',
  '%00',
  'a%00@b.fr',
  'x'.repeat(5000),
  '%ZZ',
];

const routes = Object.entries(apiRoutes).flatMap(([domaine, list]) =>
  Object.entries(list as Record<string, RouteDefinition>).map(([nom, route]) => ({ id: `${domaine}.${nom}`, route })),
);

const keysOf = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

function pathsOf(route: RouteDefinition): string[] {
  const names = route.path.match(/:[A-Za-z_]+/g) ?? [];
  if (names.length === 0) return [`/api${route.path}`];
  return GARBAGE_PARAMS.map((value) => `/api${names.reduce((p, n) => p.replace(n, value), route.path)}`);
}

function queriesOf(route: RouteDefinition): string[] {
  const keys = keysOf(route.query);
  const queries = ['', '?_page=1&_page=2', '?%00=1'];
  for (const key of keys) {
    for (const value of GARBAGE_QUERY) queries.push(`?${key}=${value}`);
    queries.push(`?${key}=1&${key}=2`, `?${key}[a]=1`, `?${key}`);
  }
  return queries;
}

function bodiesOf(id: string, route: RouteDefinition): Pick<InjectOptions, 'payload' | 'headers'>[] {
  const json = { 'content-type': 'application/json' };
  const raw = (payload: string | Buffer, type = 'application/json') => ({ payload, headers: { 'content-type': type } });
  const bodies: Pick<InjectOptions, 'payload' | 'headers'>[] = [
    raw('{"a":'),
    raw(''),
    raw('null'),
    raw('[]'),
    raw('"texte"'),
    raw('42'),
    raw('{"__proto__":{"admin":true}}'),
    raw('{"constructor":{"prototype":{"admin":true}}}'),
    raw(`{"x":"${'a'.repeat(1_100_000)}"}`),
    raw('{}', 'text/plain'),
    raw('<xml/>', 'application/xml'),
    raw('a=1&b=2', 'application/x-www-form-urlencoded'),
    raw('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'multipart/form-data; boundary=x'),
    raw('\u0000\u0001\u0002', 'application/octet-stream'),
  ];
  const exemple: () => Record<string, unknown> = EXEMPLES[id] ?? (() => ({}));
  for (const key of keysOf(route.body)) {
    for (const value of GARBAGE_VALUES) {
      bodies.push({ payload: JSON.stringify({ ...exemple(), [key]: value }), headers: json });
    }
    const { [key]: _omitted, ...sans } = exemple();
    bodies.push({ payload: JSON.stringify(sans), headers: json });
  }
  return bodies;
}

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
  admin = await t.login('admin@test.local');
  const employe = await buildEmploye(t.db, {
    contrat: { contratTypeId: 2, dateDebut: '2020-01-01', dateFin: '2039-12-31' },
  });
  await buildCongesCredit(t.db, { employeId: employe.id, nbJours: 100 });
  Object.assign(exemple, { employeId: employe.id, etablissementId: employe.etablissementId });
});
afterAll(() => t.close());

describe('no request a client can send gets a 500', () => {
  it('has a valid example body for every route that takes one', () => {
    const manquants = routes.filter(({ id, route }) => route.body && !EXEMPLES[id]).map(({ id }) => id);
    expect(manquants).toEqual([]);
  });

  it.each(routes)('$id answers < 500 with a French error for garbage', async ({ id, route }) => {
    const requests: InjectOptions[] = [];
    const method = route.method;
    for (const url of pathsOf(route)) requests.push({ method, url });
    for (const query of queriesOf(route)) requests.push({ method, url: `${pathsOf(route).at(-1)}${query}` });
    if (method !== 'GET') {
      for (const body of bodiesOf(id, route)) requests.push({ method, url: pathsOf(route).at(-1)!, ...body });
    }
    const failures: string[] = [];
    for (const request of requests) {
      // Signing out ends the session of its token: that route gets a token of its own each time.
      const auth = id === 'auth.deconnexion' ? await t.login('admin@test.local') : admin;
      const r = await t.inject({ ...request, headers: { ...auth, ...request.headers } });
      const label = `${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)}`;
      if (r.statusCode >= 500) failures.push(`${r.statusCode} ← ${label}`);
      else if (r.statusCode >= 400) expectApiError(r, r.statusCode);
    }
    expect(failures).toEqual([]);
  });

  it('answers a French 404 for an unknown API path, and 405-like paths as 404', async () => {
    expectApiError(await t.inject({ method: 'GET', url: '/api/nexiste/pas', headers: admin }), 404, 'NOT_FOUND');
    expectApiError(await t.inject({ method: 'DELETE', url: '/api/etablissement', headers: admin }), 404);
    expectApiError(await t.inject({ method: 'GET', url: '/api', headers: admin }), 404);
  });

  it('documents every route of the contract in the OpenAPI document', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths as Record<string, unknown>);
    for (const { route } of routes) {
      expect(paths).toContain(`/api${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    }
  });

  it('uses zod in French for its default messages', () => {
    expect(z.number().safeParse('a').error?.issues[0]?.message).toBe(
      'Entrée invalide : nombre attendu, chaîne de caractères reçu',
    );
  });
});
