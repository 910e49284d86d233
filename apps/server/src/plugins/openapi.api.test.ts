import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

type Schema = Record<string, unknown>;

/** Schemas whose type a reader cannot tell: no `type`, `$ref`, `const`, `enum` nor alternatives. */
function sansType(noeud: unknown, chemin: string, trouves: string[]): string[] {
  if (Array.isArray(noeud)) {
    noeud.forEach((n, i) => {
      sansType(n, `${chemin}[${i}]`, trouves);
    });
    return trouves;
  }
  if (!noeud || typeof noeud !== 'object') return trouves;
  const o = noeud as Schema;
  for (const [cle, valeur] of Object.entries(o)) {
    if (cle === 'properties' && valeur && typeof valeur === 'object') {
      for (const [nom, schema] of Object.entries(valeur as Schema)) {
        if (!aUnType(schema as Schema)) trouves.push(`${chemin}.properties.${nom}`);
        sansType(schema, `${chemin}.properties.${nom}`, trouves);
      }
    } else if (cle === 'schema' && valeur && typeof valeur === 'object' && !aUnType(valeur as Schema)) {
      trouves.push(`${chemin}.schema`);
      sansType(valeur, `${chemin}.schema`, trouves);
    } else if (cle === 'items' && valeur && typeof valeur === 'object' && !aUnType(valeur as Schema)) {
      trouves.push(`${chemin}.items`);
    } else sansType(valeur, `${chemin}.${cle}`, trouves);
  }
  return trouves;
}

const aUnType = (s: Schema) =>
  ['type', '$ref', 'const', 'enum', 'anyOf', 'oneOf', 'allOf'].some((k) => k in s) ||
  // A multipart upload or a binary answer: described by its media type.
  s.format === 'binary';

describe('/api/openapi.json (issue 23)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives every field of every request and answer a type', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(sansType(document.paths, 'paths', [])).toEqual([]);
  });
});
