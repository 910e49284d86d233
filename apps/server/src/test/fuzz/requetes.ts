import type { RouteDefinition } from '@roulement/contract';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Db } from '../../db/client';
import { multipart } from '../http';
import { type Contexte, entree, jsonSchemaDe } from './arbitraires';

/** One generated call of a route: its params, query and body before they become a request. */
export interface Entree {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** Bytes of the uploaded file, on a multipart route. */
  fichier?: Uint8Array;
}

/** Tables whose ids a field names, when its name alone does not say (`remplaceId` is a slot or an employee). */
const TABLES_DES_CHAMPS: Record<string, readonly string[]> = {
  idDuServiceAFermer: ['service'],
  remplacantId: ['employe'],
  remplaceEmployeId: ['employe'],
  chefDeServiceId: ['employe'],
  employeRemplacantId: ['employe'],
  membreARemplacerId: ['membre'],
  remplaceMembreId: ['membre'],
  remplacantMembreId: ['membre'],
  remplacant: ['membre', 'employe'],
  remplaceId: ['creneau', 'employe'],
  modeleCreneauDeTravailId: ['modele_creneau'],
  modeleJourDeReposId: ['modele_jour_de_repos'],
  idDebut: ['utilisateur'],
  idFin: ['utilisateur'],
  _utilisateurId: ['utilisateur'],
  _etablissementId: ['etablissement'],
};

const TABLES = [
  'utilisateur',
  'etablissement',
  'employe',
  'contrat',
  'contrat_type',
  'metier',
  'service',
  'membre',
  'conges',
  'conges_type',
  'conges_credit',
  'creneau',
  'modele_planning',
  'modele_creneau',
  'modele_jour_de_repos',
];

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export async function lignes<T>(db: Db, requete: SQL): Promise<T[]> {
  return ((await db.execute(requete)) as unknown as { rows: T[] }).rows;
}

const snake = (nom: string) => nom.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Ids of existing records per table, at most 60 of each, spread over the table. */
export async function idsExistants(db: Db): Promise<Map<string, number[]>> {
  const ids = new Map<string, number[]>();
  for (const table of TABLES) {
    const rows = await lignes<{ id: number }>(db, sql.raw(`select id from "${table}" order by id`));
    const pas = Math.max(1, Math.floor(rows.length / 60));
    ids.set(
      table,
      rows.filter((_, i) => i % pas === 0).map((r) => r.id),
    );
  }
  return ids;
}

/** The tables a field of a route points at: by its name, or for `:id` by the path segment before it. */
function tablesDe(champ: string, route: RouteDefinition): readonly string[] {
  if (TABLES_DES_CHAMPS[champ]) return TABLES_DES_CHAMPS[champ];
  if (champ === 'id') {
    const avant = route.path.match(/\/(\w+)\/:id\b/)?.[1];
    return avant ? [snake(avant)] : [];
  }
  return champ.endsWith('Id') ? [snake(champ.slice(0, -2))] : [];
}

export function contexteDe(route: RouteDefinition, ids: Map<string, number[]>, emails: readonly string[]): Contexte {
  return {
    emails,
    idsDe: (champ) => {
      const connus = tablesDe(champ, route).flatMap((t) => ids.get(t) ?? []);
      return connus.length > 0 ? connus : undefined;
    },
  };
}

/**
 * A body that repeats a path id (`utilisateurId` under `/utilisateur/:id`) must give the same
 * one: half the calls align them, or nearly every such call stops at that check.
 */
function aligner(route: RouteDefinition, e: Entree): Entree {
  if (typeof e.params !== 'object' || e.params === null || typeof e.body !== 'object' || e.body === null) return e;
  const body = { ...(e.body as Record<string, unknown>) };
  for (const [nom, valeur] of Object.entries(e.params)) {
    const champ = nom === 'id' ? `${route.path.match(/\/(\w+)\/:id\b/)?.[1] ?? ''}Id` : nom;
    if (champ in body) body[champ] = valeur;
    if (nom === 'serviceId' && 'idDuServiceAFermer' in body) body.idDuServiceAFermer = valeur;
  }
  return { ...e, body };
}

/** Params, query and body of a route, each valid most of the time and sometimes broken. */
export function entreeArb(route: RouteDefinition, ctx: Contexte): fc.Arbitrary<Entree> {
  const partie = (schema: RouteDefinition['params']) =>
    schema ? entree(jsonSchemaDe(schema), ctx) : fc.constant(undefined);
  const entrees = fc.record({
    params: partie(route.params),
    query: partie(route.query),
    body: partie(route.body),
    fichier: route.multipart ? fc.uint8Array({ maxLength: 300 }) : fc.constant(undefined),
  });
  return fc.tuple(entrees, fc.boolean()).map(([e, aligne]) => (aligne ? aligner(route, e) : e));
}

/** As text in a URL; a lone surrogate cannot travel in UTF-8, so it goes as U+FFFD. */
const texte = (v: unknown) =>
  (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)).replace(/\p{Surrogate}/gu, '\uFFFD');

/** The request of a generated call: broken params go in the path as they are. */
export function versRequete(route: RouteDefinition, e: Entree): InjectOptions {
  const params = typeof e.params === 'object' && e.params !== null ? (e.params as Record<string, unknown>) : {};
  const path = route.path.replace(/:(\w+)/g, (_, nom: string) =>
    nom in params ? encodeURIComponent(texte(params[nom])) : texte(e.params),
  );
  const query = new URLSearchParams();
  if (typeof e.query === 'object' && e.query !== null) {
    for (const [k, v] of Object.entries(e.query)) {
      for (const un of Array.isArray(v) ? v : [v]) if (un !== undefined) query.append(k, texte(un));
    }
  } else if (e.query !== undefined) {
    query.append('q', texte(e.query));
  }
  const url = `/api${path}${query.size > 0 ? `?${query}` : ''}`;
  if (route.multipart && e.fichier) {
    const corps = multipart([
      { name: 'avatar', filename: 'avatar.png', contentType: 'image/png', content: Buffer.from(e.fichier) },
    ]);
    return { method: route.method, url, ...corps };
  }
  if (e.body === undefined) return { method: route.method, url };
  return {
    method: route.method,
    url,
    payload: JSON.stringify(e.body),
    headers: { 'content-type': 'application/json' },
  };
}
