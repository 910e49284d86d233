import { createServer, type Socket } from 'node:net';
import { expect } from 'vitest';
import { type RunningServer, startServer } from './server';

export interface MailRecu {
  to: string;
  text: string;
}

/** The text of a mail body as nodemailer encodes it: quoted-printable or base64, dot-stuffed. */
function decoder(data: string): MailRecu {
  const [entete = '', ...reste] = data.split('\r\n\r\n');
  const corps = reste.join('\r\n\r\n').replace(/^\.\./gm, '.');
  const to = /^To: (?:.*<)?([^>\s]+)>?$/im.exec(entete)?.[1] ?? '';
  const encodage = /^Content-Transfer-Encoding: (\S+)/im.exec(entete)?.[1]?.toLowerCase();
  if (encodage === 'base64') return { to, text: Buffer.from(corps, 'base64').toString('utf8') };
  if (encodage !== 'quoted-printable') return { to, text: corps };
  const texte = corps.replace(/=\r?\n/g, '');
  const octets: number[] = [];
  for (let i = 0; i < texte.length; i++) {
    const hex = texte.slice(i + 1, i + 3);
    if (texte[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      octets.push(Number.parseInt(hex, 16));
      i += 2;
    } else octets.push(texte.charCodeAt(i));
  }
  return { to, text: Buffer.from(octets).toString('utf8') };
}

/**
 * A minimal SMTP server that keeps every mail it receives: the browser tests read the links
 * that the product sends, through the real SMTP path, with no mail server installed.
 */
export async function startMailSink(): Promise<{ url: string; mails: MailRecu[]; close(): Promise<void> }> {
  const mails: MailRecu[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let tampon = '';
    let donnees: string | null = null;
    socket.write('220 e2e ESMTP\r\n');
    socket.on('data', (chunk) => {
      tampon += chunk.toString('latin1');
      for (let fin = tampon.indexOf('\r\n'); fin >= 0; fin = tampon.indexOf('\r\n')) {
        const ligne = tampon.slice(0, fin);
        tampon = tampon.slice(fin + 2);
        if (donnees !== null) {
          if (ligne === '.') {
            mails.push(decoder(donnees));
            donnees = null;
            socket.write('250 OK\r\n');
          } else donnees += `${ligne}\r\n`;
          continue;
        }
        const commande = ligne.slice(0, 4).toUpperCase();
        if (commande === 'DATA') {
          donnees = '';
          socket.write('354 Fin par <CRLF>.<CRLF>\r\n');
        } else if (commande === 'QUIT') socket.end('221 Au revoir\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise((ok) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => ok());
      }),
  };
}

/** The product on its own server, sending its mails to a sink the test reads. */
export async function startServerWithMailSink() {
  const sink = await startMailSink();
  const server: RunningServer = await startServer({ SMTP_URL: sink.url });
  return {
    server,
    sink,
    /** The path (`/invitation/…`, `/reinitialisation/…`) of the last link mailed to `email`. */
    async lienPour(email: string, type: 'invitation' | 'reinitialisation'): Promise<string> {
      const motif = new RegExp(`/${type}/[\\w-]{43}`);
      await expect.poll(() => sink.mails.some((m) => m.to === email && motif.test(m.text))).toBe(true);
      const mail = sink.mails.filter((m) => m.to === email && motif.test(m.text)).at(-1)!;
      expect(mail.text).not.toMatch(/mot de passe provisoire/i);
      return motif.exec(mail.text)![0];
    },
    async stop() {
      await server.stop();
      await sink.close();
    },
  };
}
