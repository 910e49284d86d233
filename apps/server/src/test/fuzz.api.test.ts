import { apiRoutes, type RouteDefinition } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPasswordHash } from '../db/factories';
import { seedDemo } from '../db/seed/demo';
import { ceQueVoitLEtablissement, empreinteDesLignes } from './fuzz/isolation';
import { contexteDe, type Entree, entreeArb, idsExistants, lignes, versRequete } from './fuzz/requetes';
import { buildTestApp, type TestApp } from './test-app';

/**
 * Fuzz run of every contract route (issue 11): generated inputs, valid and broken, sent as each
 * demo role and without a token. No answer may be a 5xx, and the fuzzing by the users of
 * establishment 14 must change nothing that establishment 6 holds or sees. Fixed seeds and a
 * fixed number of runs keep it repeatable and bounded in time.
 */

/** FUZZ_RUNS raises the count for a longer hunt by hand. */
const RUNS = Number(process.env.FUZZ_RUNS) || 6;
const SEED = 20_260_611;

interface Acteur {
  role: string;
  /** Absent for the anonymous caller. */
  email?: string;
  headers: Record<string, string>;
}

interface Echec {
  route: string;
  role: string;
  entree: Entree;
  reponse: string;
}

const routes = Object.values(apiRoutes).flatMap((d) => Object.values(d) as RouteDefinition[]);
const nomDe = (route: RouteDefinition) => `${route.method} ${route.path}`;
/** A seed per route and role: adding a route does not change what the others receive. */
const graine = (texte: string) => [...texte].reduce((h, c) => (h * 31 + c.codePointAt(0)!) | 0, SEED);

let t: TestApp;
let ids: Map<string, number[]>;
let emails: string[];
const comptes: Record<string, Acteur> = {};
const statuts = new Map<string, Map<number, number>>();
const echecs: Echec[] = [];

async function connecter(role: string, email: string): Promise<Acteur> {
  return { role, email, headers: await t.login(email) };
}

/**
 * A fuzzed call may end the actor's own session (a sign-out, their own roles shrinking): sign in
 * again, or every later route would only be answered 401 and prove nothing.
 */
async function garderConnecte(acteur: Acteur): Promise<void> {
  if (!acteur.email) return;
  const r = await t.inject({ method: 'GET', url: '/api/etablissement', headers: acteur.headers });
  if (r.statusCode === 401) acteur.headers = await reconnecter(acteur.email);
}

/** A fuzzed administrator may have given this user a new password: the demo one is put back first. */
async function reconnecter(email: string): Promise<{ authorization: string }> {
  try {
    return await t.login(email);
  } catch {
    const hash = await defaultPasswordHash();
    await t.db.execute(sql`update utilisateur set password_hash = ${hash} where email = ${email}`);
    return t.login(email);
  }
}

/** Sends RUNS generated calls of every route as each actor; keeps every 5xx with its (shrunk) input. */
async function fuzzer(acteurs: Acteur[]): Promise<void> {
  for (const route of routes) {
    const ctx = contexteDe(route, ids, emails);
    for (const acteur of acteurs) {
      const derniereReponse = new Map<Entree, string>();
      const propriete = fc.asyncProperty(entreeArb(route, ctx), async (entree) => {
        const requete = versRequete(route, entree);
        // Signing out ends the token it is sent with: each call gets a session of its own.
        const auth =
          route === apiRoutes.auth.deconnexion && acteur.email ? await reconnecter(acteur.email) : acteur.headers;
        const r = await t.inject({ ...requete, headers: { ...requete.headers, ...auth } });
        const parStatut = statuts.get(nomDe(route)) ?? new Map<number, number>();
        parStatut.set(r.statusCode, (parStatut.get(r.statusCode) ?? 0) + 1);
        statuts.set(nomDe(route), parStatut);
        derniereReponse.set(entree, `${r.statusCode} ${r.body.slice(0, 300)}`);
        return r.statusCode < 500;
      });
      const resultat = await fc.check(propriete, {
        numRuns: RUNS,
        seed: graine(`${nomDe(route)} ${acteur.role}`),
        interruptAfterTimeLimit: 20_000,
      });
      await garderConnecte(acteur);
      if (resultat.failed && resultat.counterexample) {
        const [entree] = resultat.counterexample;
        echecs.push({
          route: nomDe(route),
          role: acteur.role,
          entree,
          reponse: derniereReponse.get(entree) ?? String(resultat.errorInstance),
        });
      }
    }
  }
}

function tableau(): string {
  const codes = [...new Set([...statuts.values()].flatMap((m) => [...m.keys()]))].sort();
  const lignes = [...statuts].map(([route, m]) => {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    return `${route.padEnd(78)} ${String(total).padStart(5)}  ${codes.map((c) => `${c}:${m.get(c) ?? 0}`.padEnd(9)).join('')}`;
  });
  const total = [...statuts.values()].flatMap((m) => [...m.values()]).reduce((a, b) => a + b, 0);
  return [`${'route'.padEnd(78)} ${'sent'.padStart(5)}  statuses`, ...lignes, `${total} requests in all`].join('\n');
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
  for (const [role, email] of [
    ['admin', 'admin@demo.test'],
    ['directeur 14', 'directeur@demo.test'],
    ['rh 14', 'rh@demo.test'],
    ['chef 14', 'chef@demo.test'],
    ['salarié 14', 'salarie@demo.test'],
    ['comptable', 'comptable@demo.test'],
    ['salarié 6', 'salarie6@demo.test'],
  ] as const) {
    comptes[role] = await connecter(role, email);
  }
  const admin6 = await lignes<{ email: string }>(
    t.db,
    sql`select u.email from employe e join utilisateur u on u.id = e.utilisateur_id
        where e.etablissement_id = 6 and e.administrateur order by e.id limit 1`,
  );
  comptes['administrateur 6'] = await connecter('administrateur 6', admin6[0]!.email);
  ids = await idsExistants(t.db);
  emails = (await lignes<{ email: string }>(t.db, sql`select email from utilisateur order by id`)).map((r) => r.email);
}, 120_000);
afterAll(() => t?.close());

describe('fuzz run of every route', () => {
  it('changes nothing of establishment 6 when the users of establishment 14 and the anonymous fuzz', async () => {
    const rows = await lignes<{ id: number }>(t.db, sql`select id from utilisateur where email = 'salarie6@demo.test'`);
    const jeton = (role: string) => ({ authorization: comptes[role]!.headers.authorization! });
    const salarie6 = { ...jeton('salarié 6'), utilisateurId: rows[0]!.id };
    const voir = () => ceQueVoitLEtablissement(t, 6, salarie6, jeton('administrateur 6'));
    const vueAvant = await voir();
    const lignesAvant = await empreinteDesLignes(t.db, 6);
    const anonyme: Acteur = { role: 'sans jeton', headers: {} };
    await fuzzer([anonyme, ...['directeur 14', 'rh 14', 'chef 14', 'salarié 14', 'comptable'].map((r) => comptes[r]!)]);
    expect(await empreinteDesLignes(t.db, 6)).toEqual(lignesAvant);
    expect(await voir()).toEqual(vueAvant);
  }, 600_000);

  it('answers no 5xx to any role, establishment 6 and the global administrator included', async () => {
    await fuzzer([comptes['salarié 6']!, comptes['administrateur 6']!, comptes.admin!]);
    console.log(tableau());
    const details = echecs.map(
      (e) => `${e.route} as ${e.role}: ${e.reponse}\n  input: ${JSON.stringify(e.entree).slice(0, 1_000)}`,
    );
    expect(details, details.join('\n')).toEqual([]);
    // Signed-in actors reach every route: a route answered only 401 was never really exercised.
    const seulement401 = [...statuts].filter(([, m]) => [...m.keys()].every((c) => c === 401)).map(([r]) => r);
    expect(seulement401).toEqual([]);
  }, 600_000);
});
