import type { LigneCredit } from '@roulement/contract';
import { celluleCsv } from '../../../lib/csv';

// Kept exported under this name: the leave module's tests import it from here.
export { celluleCsv };

const nombre = (n: number) => String(n).replace('.', ',');

const ENTETE = ['Établissement', 'Nom', 'Prénom', 'Jours crédités', 'Règles du', 'Déjà crédité'];

/**
 * `conges_annuels.csv`: the simulation's rows, `;`-separated with a UTF-8 BOM and French decimal
 * commas, the way a French spreadsheet opens it without an import dialog.
 */
export function csvCongesAnnuels(lignes: readonly LigneCredit[]): string {
  const rangs = [
    ENTETE,
    ...lignes.map((l) => [
      l.etablissement,
      l.nom,
      l.prenom,
      nombre(l.nbJours),
      l.regleDateDebut.split('-').reverse().join('/'),
      l.dejaCredite ? 'oui' : 'non',
    ]),
  ];
  return `\uFEFF${rangs.map((r) => r.map(celluleCsv).join(';')).join('\r\n')}\r\n`;
}
