import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSortant } from '../../db/schema';
import { envoyerMailsDus } from '../../jobs/envoi-mails';
import { createExpediteur } from '../../lib/mailer';
import { buildEmploye, buildUtilisateur } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

const URL = '/api/administration/envoyerMailTest';
const SUJET = 'Roulement — e-mail de test';

interface Recu {
  from: string;
  to: string[];
  data: string;
}

/** An SMTP server on a free port that keeps what it receives and refuses recipients named refuse@…. */
async function startSmtp() {
  const recus: Recu[] = [];
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse@')) {
        return callback(Object.assign(new Error('Boîte aux lettres inconnue'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        recus.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { recus, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The Subject header, unfolded and with its RFC 2047 encoded words decoded. */
function sujetDe(data: string): string | undefined {
  const headers = data.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = headers.split(/\r?\n/).find((l) => /^subject:/i.test(l));
  return line
    ?.replace(/^subject:\s*/i, '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

describe('POST /api/administration/envoyerMailTest without SMTP_URL', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let gestionnaire: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
    const g = await buildUtilisateur(t.db, { email: 'gestionnaire@test.local' });
    await buildEmploye(t.db, { utilisateurId: g.id, administrateur: true });
    admin = await t.login('admin@test.local');
    gestionnaire = await t.login('gestionnaire@test.local');
  });
  afterAll(() => t.close());

  it('answers 401 without a token and 403 to anyone but the Administrateur', async () => {
    expectApiError(await t.inject({ method: 'POST', url: URL, payload: { to: 'a@test.local' } }), 401);
    expectApiError(
      await t.inject({ method: 'POST', url: URL, payload: { to: 'a@test.local' }, headers: gestionnaire }),
      403,
    );
    expect(await t.db.select().from(mailSortant)).toEqual([]);
  });

  it.each([
    [{}, 'Adresse E-mail obligatoire'],
    [{ to: '' }, 'Adresse E-mail obligatoire'],
    [{ to: 'pas-une-adresse' }, "Format de l'adresse E-mail incorrect"],
    [{ to: 'a@b@c.fr' }, "Format de l'adresse E-mail incorrect"],
  ])('answers 400 for %j: « %s »', async (payload, message) => {
    const body = expectApiError(await t.inject({ method: 'POST', url: URL, payload, headers: admin }), 400);
    expect(body.fieldErrors?.to).toBe(message);
  });

  it('keeps the mail in the outbox and says so', async () => {
    const r = await t.inject({ method: 'POST', url: URL, payload: { to: 'Destinataire@Test.local' }, headers: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ envoye: true, transport: 'outbox' });
    const mails = await t.db.select().from(mailSortant);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      destinataire: 'destinataire@test.local',
      sujet: SUJET,
      transport: 'outbox',
      statut: 'A_ENVOYER',
    });
    expect(mails[0]!.corps).toContain('admin@test.local');
  });
});

describe('POST /api/administration/envoyerMailTest through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: { authorization: string };
  let envoyer: () => ReturnType<typeof envoyerMailsDus>;
  beforeAll(async () => {
    smtp = await startSmtp();
    const config = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Roulement <roulement@test.local>' };
    t = await buildTestApp(config);
    const log = pino({ level: 'silent' });
    envoyer = () => envoyerMailsDus(t.db, createExpediteur(config, log), log);
    await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
    admin = await t.login('admin@test.local');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('queues the mail; the worker sends it: the server receives it for the recipient with the subject', async () => {
    const r = await t.inject({ method: 'POST', url: URL, payload: { to: 'direction@test.local' }, headers: admin });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ envoye: true, transport: 'smtp' });
    expect(smtp.recus).toHaveLength(0);
    expect(await envoyer()).toMatchObject({ envoyes: 1 });
    expect(smtp.recus).toHaveLength(1);
    const [mail] = smtp.recus;
    expect(mail!.to).toEqual(['direction@test.local']);
    expect(mail!.from).toBe('roulement@test.local');
    expect(sujetDe(mail!.data)).toBe(SUJET);
    const traces = await t.db.select().from(mailSortant);
    expect(traces).toMatchObject([
      { destinataire: 'direction@test.local', transport: 'smtp', sujet: SUJET, statut: 'ENVOYE', tentatives: 1 },
    ]);
  });

  it('answers 200 even when the SMTP server will refuse the recipient; the worker keeps the error for a retry', async () => {
    const r = await t.inject({ method: 'POST', url: URL, payload: { to: 'refuse@test.local' }, headers: admin });
    expect(r.statusCode, r.body).toBe(200);
    expect(await envoyer()).toMatchObject({ reportes: 1 });
    expect(smtp.recus.some((m) => m.to.includes('refuse@test.local'))).toBe(false);
    const [trace] = await t.db.select().from(mailSortant).where(eq(mailSortant.destinataire, 'refuse@test.local'));
    expect(trace).toMatchObject({ statut: 'A_ENVOYER', tentatives: 1 });
    expect(trace!.derniereErreur).toMatch(/550/);
  });
});

describe('POST /api/administration/envoyerMailTest with an unreachable SMTP server', () => {
  it('answers 200 at once: the request never talks to the mail server', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
      const headers = await t.login('admin@test.local');
      const r = await t.inject({ method: 'POST', url: URL, payload: { to: 'direction@test.local' }, headers });
      expect(r.statusCode, r.body).toBe(200);
      expect(await t.db.select().from(mailSortant)).toMatchObject([{ statut: 'A_ENVOYER', tentatives: 0 }]);
    } finally {
      await t.close();
    }
  });
});
