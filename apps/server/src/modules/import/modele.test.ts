import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modeleCsv } from './modele';

const fichierDuDepot = (nom: string) =>
  readFileSync(new URL(`../../../../../docs/import/${nom}`, import.meta.url), 'utf8');

describe('the employees template', () => {
  it('is the file kept in docs/import, header and example line', () => {
    expect(modeleCsv()).toBe(fichierDuDepot('modele-employes.csv'));
  });
});
