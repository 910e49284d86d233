import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { Database } from '../../db/client';
import { buildUtilisateur, DEFAULT_PASSWORD } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';

const redisPresent = spawnSync('redis-server', ['--version']).status === 0;
const attendre = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Decision 071 with the store several processes share: the same counters, kept in Redis.
describe.skipIf(!redisPresent || process.env.TEST_DRIVER === 'pg')('sign-in limits kept in Redis', () => {
  let serveur: ChildProcess;
  let redis: Redis;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    serveur = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    redis = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 1 });
    for (let i = 0; i < 50 && redis.status !== 'ready'; i++) await redis.connect().catch(() => attendre(100));
    database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      CONNEXION_MAX_PAR_EMAIL: '2',
      CONNEXION_RALENTIR_APRES: '3',
      CONNEXION_RALENTISSEMENT_MAX_SECONDES: '0.3',
    });
    app = await buildApp({ db: database.db, env, logger: false, redis });
    await buildUtilisateur(database.db, { email: 'partage@test.local' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    redis.disconnect();
    serveur.kill();
  });

  const essai = (password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/authentification/connexion',
      payload: { email: 'partage@test.local', password },
      remoteAddress,
    });

  it('locks the pair, lets the owner in from elsewhere, and slows the e-mail down', async () => {
    for (let i = 0; i < 2; i++) expect((await essai('Faux-2026!', '10.5.5.5')).statusCode).toBe(401);
    expect((await essai(DEFAULT_PASSWORD, '10.5.5.5')).statusCode).toBe(429);
    expect(await redis.keys('roulement:connexion-*')).toHaveLength(3);
    expect((await essai('Faux-2026!', '10.5.5.6')).statusCode).toBe(401);
    const debut = performance.now();
    expect((await essai(DEFAULT_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    expect(performance.now() - debut).toBeGreaterThanOrEqual(240);
  });
});
