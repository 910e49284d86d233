// The capacity driver (issue 24, decision 082): virtual users play their role's journey
// (scripts/bench/parcours.mjs) with think time, on undici's connection pool; the number of users is
// stepped up until one call's p95 reaches the budget or a call fails. Only to 127.0.0.1, bounded
// in users and in time.
import { setTimeout as attendre } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { MELANGE, PARCOURS } from './parcours.mjs';

export const P95_MAX_MS = 200;
const CONNEXIONS_SIMULTANEES = 4;

const centile = (triees, p) => triees[Math.max(0, Math.ceil(p * triees.length) - 1)] ?? 0;

/** Latencies and failures per call label. */
class Releve {
  constructor() {
    this.durees = new Map();
    this.erreurs = new Map();
  }
  noter(label, ms) {
    if (!this.durees.has(label)) this.durees.set(label, []);
    this.durees.get(label).push(ms);
  }
  echec(label, message) {
    const e = this.erreurs.get(label) ?? { nb: 0, exemple: message };
    e.nb++;
    this.erreurs.set(label, e);
  }
  tableau() {
    const labels = new Set([...this.durees.keys(), ...this.erreurs.keys()]);
    return [...labels].map((label) => {
      const triees = [...(this.durees.get(label) ?? [])].sort((a, b) => a - b);
      return {
        label,
        appels: triees.length,
        p50: centile(triees, 0.5),
        p95: centile(triees, 0.95),
        p99: centile(triees, 0.99),
        erreurs: this.erreurs.get(label)?.nb ?? 0,
        exemple: this.erreurs.get(label)?.exemple,
      };
    });
  }
}

class Arret extends Error {}

/**
 * Sends one call and reads its answer to the end. Parsed only when the journey uses it: the client
 * shares the two cores with the server, and parsing a large table it never reads is their time.
 */
async function envoyer(dispatcher, url, { method, path, body, authorization, lire = true }) {
  const res = await request(url + path, {
    dispatcher,
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${path} : ${res.statusCode} ${await res.body.text()}`);
  if (lire) return res.body.json();
  for await (const _ of res.body);
  return null;
}

/** One call outside the load, with its own connection (set-up before the load). */
export async function appelUnique(url, authorization, method, path, body) {
  const dispatcher = new Agent({ connections: 1 });
  try {
    return await envoyer(dispatcher, url, { method, path, body, authorization });
  } finally {
    await dispatcher.close();
  }
}

/** Every account signs in once, a few at a time: argon2id costs tens of ms of CPU by design. */
export async function connecter(urls, emails) {
  const dispatcher = new Agent({ connections: CONNEXIONS_SIMULTANEES });
  const releve = new Releve();
  const jetons = new Map();
  const aFaire = [...new Set(emails)];
  const debut = performance.now();
  await Promise.all(
    Array.from({ length: CONNEXIONS_SIMULTANEES }, async (_, w) => {
      for (let i = w; i < aFaire.length; i += CONNEXIONS_SIMULTANEES) {
        const t0 = performance.now();
        const r = await envoyer(dispatcher, urls[i % urls.length], {
          method: 'POST',
          path: '/api/authentification/connexion',
          body: { email: aFaire[i], password: 'Demo-2026!' },
        });
        releve.noter('Connexion', performance.now() - t0);
        jetons.set(aFaire[i], `Bearer ${r.accessToken}`);
      }
    }),
  );
  await dispatcher.close();
  return { jetons, ligne: releve.tableau()[0], secondes: (performance.now() - debut) / 1000 };
}

/** The role of each of n users, in the proportions (at least one each once n allows). */
function roles(n) {
  const liste = [];
  for (const [role, part] of MELANGE) {
    const nb = Math.max(1, Math.round(n * part));
    for (let i = 0; i < nb; i++) liste.push(role);
  }
  return liste.slice(0, n);
}

/**
 * n virtual users for `secondes`: each starts within the first think time (the ramp), then plays
 * its journey again and again. Calls are counted from the end of the ramp, when all users are in.
 */
export async function palier({ urls, n, secondes, reflexionMs, equipe, jetons }) {
  const dispatcher = new Agent({ connections: 256, keepAliveTimeout: 30_000 });
  const releve = new Releve();
  const debut = performance.now();
  const compteDepuis = debut + reflexionMs;
  const fin = compteDepuis + secondes * 1000;
  const indices = {};
  const utilisateurs = roles(n).map((role, i) => {
    const pool = equipe[role];
    indices[role] = (indices[role] ?? -1) + 1;
    // An account played twice is the same person on a second device: the journey knows it.
    const secondAppareil = indices[role] >= pool.length;
    return { role, qui: pool[indices[role] % pool.length], secondAppareil, url: urls[i % urls.length] };
  });
  const pause = async () => {
    // Think time: 50 % to 150 % of the mean, so users do not move in step.
    await attendre(reflexionMs * (0.5 + Math.random()));
    if (performance.now() >= fin) throw new Arret();
  };
  await Promise.all(
    utilisateurs.map(async ({ role, qui, secondAppareil, url }) => {
      const authorization = jetons.get(qui.email);
      const appel = async (label, method, path, body, lire = true) => {
        const t0 = performance.now();
        try {
          const r = await envoyer(dispatcher, url, { method, path, body, authorization, lire });
          if (t0 >= compteDepuis) releve.noter(label, performance.now() - t0);
          return r;
        } catch (error) {
          releve.echec(label, error.message.slice(0, 300));
          throw new Arret();
        }
      };
      await attendre(Math.random() * reflexionMs);
      try {
        while (performance.now() < fin) {
          await PARCOURS[role](appel, pause, qui, { secondAppareil });
          await pause();
        }
      } catch (error) {
        if (!(error instanceof Arret)) throw error;
      }
    }),
  );
  await dispatcher.close();
  const tableau = releve.tableau().sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  const tenu = tableau.every((l) => l.erreurs === 0 && l.p95 < P95_MAX_MS);
  return { n, tenu, tableau };
}

/** Steps the users up; the capacity is the last step held (every call p95 < 200 ms, no error). */
export async function capacite({ urls, paliers, secondes, reflexionMs, equipe, jetons, log }) {
  let tenu = null;
  const essais = [];
  for (const n of paliers) {
    const r = await palier({ urls, n, secondes, reflexionMs, equipe, jetons });
    essais.push(r);
    const pire = r.tableau.reduce((a, b) => (b.p95 > a.p95 ? b : a), { p95: 0 });
    const erreurs = r.tableau.reduce((s, l) => s + l.erreurs, 0);
    log(
      `  ${n} utilisateurs : ${r.tenu ? 'tenu' : 'NON TENU'} (pire p95 ${Math.round(pire.p95)} ms : ${pire.label} ; ${erreurs} erreur(s))`,
    );
    if (!r.tenu) {
      for (const l of r.tableau.filter((x) => x.erreurs > 0))
        log(`    ${l.label} : ${l.erreurs} erreur(s), ex. ${l.exemple}`);
      break;
    }
    tenu = r;
  }
  return { tenu, essais };
}

export function afficherTableau(tableau, log) {
  log(`  ${'appel'.padEnd(34)} ${'appels'.padStart(7)}  p50 ms  p95 ms  p99 ms  erreurs`);
  for (const l of tableau)
    log(
      `  ${l.label.padEnd(34)} ${String(l.appels).padStart(7)} ${[l.p50, l.p95, l.p99].map((v) => v.toFixed(1).padStart(7)).join(' ')}  ${l.erreurs}`,
    );
}
