import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { Database } from '../db/client';
import { mailSortant } from '../db/schema';
import { buildUtilisateur } from '../test/factories';
import { createTestDatabase } from '../test/test-app';
import { creerJournal } from './journal-requetes';

// Issue 23, point 5: ask a reset, open the link, and the log gave the token to whoever read it.
describe('the server log and the links sent by e-mail', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lignes: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' });
    app = await buildApp({ db: database.db, env, logger: creerJournal('info', { write: (l) => lignes.push(l) }) });
    await buildUtilisateur(database.db, { email: 'directeur@test.local' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps no reset or invitation token', async () => {
    const demande = await app.inject({
      method: 'POST',
      url: '/api/authentification/mot-de-passe-oublie',
      payload: { email: 'directeur@test.local' },
    });
    expect(demande.statusCode).toBe(200);
    const [mail] = await database.db
      .select()
      .from(mailSortant)
      .where(eq(mailSortant.destinataire, 'directeur@test.local'))
      .orderBy(desc(mailSortant.id));
    const jeton = /\/reinitialisation\/([\w-]{43})$/m.exec(mail?.corps ?? '')?.[1];
    expect(jeton).toBeDefined();

    for (const url of [`/reinitialisation/${jeton}`, `/invitation/${jeton}`, `/premier-administrateur?jeton=${jeton}`])
      await app.inject({ method: 'GET', url });

    const journal = lignes.join('');
    expect(journal).toContain('"url":"/reinitialisation/…"');
    expect(journal).toContain('"url":"/invitation/…"');
    expect(journal).not.toContain(jeton);
  });
});
