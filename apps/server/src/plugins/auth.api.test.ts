import { defineRoute } from '@roulement/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRoute } from '../lib/register-route';
import type { Revocations } from '../modules/auth/revocation';
import type { TokenService } from '../modules/auth/token';
import { buildUtilisateur } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { registerAuth } from './auth';

describe('answers to authenticated calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await buildUtilisateur(t.db, { email: 'marie@test.local' });
  });
  afterAll(() => t.close());

  it('carry Cache-Control: no-store, success or refusal alike', async () => {
    const headers = await t.login('marie@test.local');
    const ok = await t.inject({ method: 'GET', url: '/api/etablissement', headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const refuse = await t.inject({ method: 'GET', url: '/api/etablissement' });
    expect(refuse.statusCode).toBe(401);
    expect(refuse.headers['cache-control']).toBe('no-store');
  });
});

describe('a route registered without a permission', () => {
  const tokens: TokenService = { sign: async () => '', verify: async () => undefined };
  const revocations = {} as Revocations;

  it('stops the server at start instead of being public', async () => {
    const app = Fastify();
    registerAuth(app, tokens, revocations);
    await expect(async () => {
      app.get('/api/oubli', async () => ({ secret: true }));
      await app.ready();
    }).rejects.toThrow(/sans permission déclarée/);
  });

  it('is refused by registerRoute too, whatever its type said', () => {
    const app = Fastify();
    registerAuth(app, tokens, revocations);
    const route = defineRoute({
      method: 'GET',
      path: '/oubli',
      summary: 'oubli',
      tags: [],
      permission: undefined as never,
      responses: {},
    });
    expect(() => registerRoute(app, route, () => null)).toThrow(/sans permission déclarée/);
  });
});
