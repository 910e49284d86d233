import { createECDH, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types: decrypt(buffer, params) → Buffer.
import ece from 'http_ece';
import { generate } from 'selfsigned';

/** What the stand-in received for one device: the decrypted payload and the VAPID key used. */
export interface PushRecu {
  appareil: string;
  payload: string;
  vapidCle: string | undefined;
  ttl: string | undefined;
}

/** A browser's subscription, with the private key a real browser keeps to itself. */
export interface AppareilDeTest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A certificate for 127.0.0.1 made for this run, valid one day: no key is kept in the repository. */
async function certificatLocal() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * A local push service (RFC 8030) for the tests: each device gets an endpoint under it, and every
 * message posted there is decrypted (RFC 8291, aes128gcm) with the device's private key, as the
 * browser would. `repondre` sets the status answered to a device (201 by default; 410 for gone).
 */
export async function demarrerServicePush() {
  const { key, cert } = await certificatLocal();
  const cles = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const statuts = new Map<string, number>();
  const recus: PushRecu[] = [];
  const lire = async (req: IncomingMessage) => {
    const morceaux: Buffer[] = [];
    for await (const m of req) morceaux.push(m as Buffer);
    return Buffer.concat(morceaux);
  };
  const serveur = createServer({ key, cert }, async (req, res) => {
    const appareil = req.url?.split('/').pop() ?? '';
    const cle = cles.get(appareil);
    const corps = await lire(req);
    const statut = statuts.get(appareil) ?? 201;
    if (cle && statut === 201) {
      const clair: Buffer = ece.decrypt(corps, { version: 'aes128gcm', privateKey: cle.ecdh, authSecret: cle.auth });
      const vapid = /k=([A-Za-z0-9_-]+)/.exec(req.headers.authorization ?? '')?.[1];
      recus.push({ appareil, payload: clair.toString('utf8'), vapidCle: vapid, ttl: req.headers.ttl as string });
    }
    res.writeHead(cle ? statut : 404).end();
  });
  await new Promise<void>((ok) => serveur.listen(0, '127.0.0.1', ok));
  const origine = `https://127.0.0.1:${(serveur.address() as AddressInfo).port}`;
  let n = 0;
  return {
    recus,
    /** Trusts the stand-in's certificate: web-push speaks https only, as push services do. */
    agent: new Agent({ ca: cert }),
    /** A new device subscribed to this service. */
    appareil(): AppareilDeTest {
      const id = `appareil-${++n}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      cles.set(id, { ecdh, auth });
      return { endpoint: `${origine}/push/${id}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } };
    },
    repondre(appareil: AppareilDeTest, statut: number) {
      statuts.set(appareil.endpoint.split('/').pop()!, statut);
    },
    recusPar: (appareil: AppareilDeTest) => recus.filter((r) => appareil.endpoint.endsWith(`/${r.appareil}`)),
    fermer: () => new Promise<void>((ok) => serveur.close(() => ok())),
  };
}
export type ServicePush = Awaited<ReturnType<typeof demarrerServicePush>>;
