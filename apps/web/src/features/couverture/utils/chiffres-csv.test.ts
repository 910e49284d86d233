import type { ChiffresMois } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { chiffresCsv, partATemps } from './chiffres-csv';

const mois = (o: Partial<ChiffresMois>): ChiffresMois => ({
  mois: '2026-03',
  aCouvrir: 0,
  couverts: 0,
  couvertsATemps: 0,
  delaiMedianHeures: null,
  parCercle: { SERVICE: 0, ETABLISSEMENT: 0, ASSOCIATION: 0, VACATAIRE: 0 },
  nonCouverts: 0,
  ...o,
});

describe('chiffresCsv', () => {
  it('writes a BOM, semicolons and decimal commas', () => {
    const csv = chiffresCsv({
      etablissementId: 1,
      mois: [
        mois({
          aCouvrir: 9,
          couverts: 8,
          couvertsATemps: 7,
          delaiMedianHeures: 12.5,
          parCercle: { SERVICE: 5, ETABLISSEMENT: 1, ASSOCIATION: 1, VACATAIRE: 1 },
          nonCouverts: 1,
        }),
        mois({ mois: '2026-04' }),
      ],
    });
    expect(csv.startsWith('\uFEFFMois;À couvrir;Couverts;Couverts à temps (%);Délai médian (h);')).toBe(true);
    expect(csv.split('\r\n').slice(1)).toEqual(['2026-03;9;8;87,5;12,5;5;1;1;1;1', '2026-04;0;0;;;0;0;0;0;0', '']);
  });

  it.each([
    [mois({ couverts: 0 }), null],
    [mois({ couverts: 4, couvertsATemps: 3 }), 75],
  ])('partATemps %#', (m, attendu) => {
    expect(partATemps(m)).toBe(attendu);
  });
});
