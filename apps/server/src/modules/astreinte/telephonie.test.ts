import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENTETE_SIGNATURE, fournisseurDepuisEnv, fournisseurJournal, fournisseurWebhook, signer } from './telephonie';

const SECRET = 'secret-du-fournisseur-0123456789';
const demande = {
  etablissementId: 14,
  numeroUrgence: '0140000000',
  numeroDeRenvoi: '0612345678',
  debut: '2026-03-02',
  fin: '2026-03-08',
};

interface Recu {
  corps: string;
  signature: string | undefined;
  a: number;
}
let serveur: Server;
let url: string;
let recus: Recu[];
/** Statuses the provider answers, in order; 200 once the list is used up. */
let reponses: number[];

const lire = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let corps = '';
    req.on('data', (c) => {
      corps += c;
    });
    req.on('end', () => resolve(corps));
  });

beforeAll(async () => {
  serveur = createServer(async (req, res) => {
    const corps = await lire(req);
    recus.push({ corps, signature: req.headers[ENTETE_SIGNATURE] as string | undefined, a: Date.now() });
    // The provider's side: a wrong signature is refused.
    const statut = req.headers[ENTETE_SIGNATURE] !== signer(corps, SECRET) ? 401 : (reponses.shift() ?? 200);
    res.writeHead(statut).end();
  });
  await new Promise<void>((r) => serveur.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(serveur.address() as AddressInfo).port}/renvoi`;
});

afterAll(() => new Promise<void>((r) => serveur.close(() => r())));

beforeEach(() => {
  recus = [];
  reponses = [];
});

const webhook = (secret = SECRET, tentatives = 3) => fournisseurWebhook({ url, secret, tentatives, delaiMs: 20 });

describe('fournisseurWebhook', () => {
  it('POSTs the redirection, signed with HMAC-SHA256 of the exact body', async () => {
    const r = await webhook().rediriger(demande);
    expect(r).toEqual({ reussie: true, tentatives: 1, erreur: null });
    expect(recus).toHaveLength(1);
    expect(JSON.parse(recus[0]!.corps)).toEqual(demande);
    expect(recus[0]!.signature).toBe(signer(recus[0]!.corps, SECRET));
    expect(recus[0]!.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('retries after a failure, with a growing delay, then succeeds', async () => {
    reponses = [503, 500];
    const r = await webhook().rediriger(demande);
    expect(r).toEqual({ reussie: true, tentatives: 3, erreur: null });
    expect(recus).toHaveLength(3);
    const attente1 = recus[1]!.a - recus[0]!.a;
    const attente2 = recus[2]!.a - recus[1]!.a;
    expect(attente1).toBeGreaterThanOrEqual(18);
    expect(attente2).toBeGreaterThanOrEqual(38);
  });

  it('gives up after the last attempt and tells why, in French', async () => {
    reponses = [500, 500, 500];
    const r = await webhook().rediriger(demande);
    expect(r).toEqual({ reussie: false, tentatives: 3, erreur: 'Le fournisseur a répondu 500' });
  });

  it('is refused by the provider with another secret', async () => {
    const r = await webhook('un-autre-secret-0123456789', 1).rediriger(demande);
    expect(r.reussie).toBe(false);
    expect(r.erreur).toBe('Le fournisseur a répondu 401');
  });

  it('reports an unreachable provider', async () => {
    const r = await fournisseurWebhook({
      url: 'http://127.0.0.1:1/x',
      secret: SECRET,
      tentatives: 2,
      delaiMs: 1,
    }).rediriger(demande);
    expect(r.reussie).toBe(false);
    expect(r.erreur).toMatch(/^Fournisseur injoignable/);
  });
});

describe('fournisseurDepuisEnv', () => {
  it('is the journal without a webhook, the webhook with one', () => {
    const base = { TELEPHONIE_TENTATIVES: 3, TELEPHONIE_DELAI_MS: 10 };
    expect(fournisseurDepuisEnv(base)).toBe(fournisseurJournal);
    const f = fournisseurDepuisEnv({ ...base, TELEPHONIE_WEBHOOK_URL: url, TELEPHONIE_WEBHOOK_SECRET: SECRET });
    expect(f.nom).toBe('webhook');
  });
});
