import { readFileSync } from 'node:fs';
import { SORTES_IMPORT } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { modeleCsv } from './modele';
import { SORTES } from './sortes';

const fichierDuDepot = (nom: string) =>
  readFileSync(new URL(`../../../../../docs/import/${nom}`, import.meta.url), 'utf8');

describe('the templates', () => {
  it.each(SORTES_IMPORT)('of %s is the file kept in docs/import, header and example line', (sorte) => {
    expect(modeleCsv(SORTES[sorte].modele)).toBe(fichierDuDepot(`modele-${sorte}.csv`));
  });

  it.each(SORTES_IMPORT)('of %s has one example value per column', (sorte) => {
    const { entetes, lignes } = SORTES[sorte].modele;
    for (const ligne of lignes) expect(ligne).toHaveLength(entetes.length);
  });
});
