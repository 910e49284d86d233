import { CERCLES_CANDIDAT, type Chiffres, type ChiffresMois, LIBELLES_CERCLES_CANDIDAT } from '@roulement/contract';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, useGrouping: false });

/** The share covered before the slot started, in percent; null when nothing was covered. */
export const partATemps = (m: ChiffresMois): number | null =>
  m.couverts === 0 ? null : (100 * m.couvertsATemps) / m.couverts;

const cellule = (v: number | null) => (v === null ? '' : decimal.format(v));

/**
 * The figures for French spreadsheets: `;` between cells, decimal commas, and a byte order mark
 * so that Excel reads the accents as UTF-8.
 */
export function chiffresCsv({ mois }: Chiffres): string {
  const entete = [
    'Mois',
    'À couvrir',
    'Couverts',
    'Couverts à temps (%)',
    'Délai médian (h)',
    ...CERCLES_CANDIDAT.map((c) => `Couverts : ${LIBELLES_CERCLES_CANDIDAT[c]}`),
    'Non couverts',
  ];
  const lignes = mois.map((m) => [
    m.mois,
    cellule(m.aCouvrir),
    cellule(m.couverts),
    cellule(partATemps(m)),
    cellule(m.delaiMedianHeures),
    ...CERCLES_CANDIDAT.map((c) => cellule(m.parCercle[c])),
    cellule(m.nonCouverts),
  ]);
  return `\uFEFF${[entete, ...lignes].map((l) => l.join(';')).join('\r\n')}\r\n`;
}
