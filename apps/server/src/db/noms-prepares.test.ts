import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCES = join(import.meta.dirname, '..');

function fichiers(dossier: string): string[] {
  return readdirSync(dossier, { withFileTypes: true }).flatMap((e) => {
    const chemin = join(dossier, e.name);
    if (e.isDirectory()) return fichiers(chemin);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [chemin] : [];
  });
}

/**
 * A prepared statement's name is per connection in PostgreSQL: two reads prepared under one name
 * with different texts fail on the connection that runs both (« Prepared statements must be
 * unique »), and only under load, when a pooled connection has served both routes.
 */
describe('prepared statements', () => {
  it('each name is given once in the server', () => {
    const lieux = new Map<string, string[]>();
    for (const fichier of fichiers(SOURCES)) {
      for (const [, nom] of readFileSync(fichier, 'utf8').matchAll(/\.prepare\(\s*'([^']+)'/g)) {
        lieux.set(nom!, [...(lieux.get(nom!) ?? []), relative(SOURCES, fichier)]);
      }
    }
    expect(lieux.size).toBeGreaterThan(30);
    expect([...lieux].filter(([, ou]) => ou.length > 1)).toEqual([]);
  });
});
