import type { LigneCredit } from '@roulement/contract';

/** A spreadsheet would run a cell starting with one of these as a formula (CSV injection). */
const DEBUT_DE_FORMULE = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised with a leading apostrophe, quoted when it holds ; " or a line break. */
export function celluleCsv(valeur: string): string {
  const sure = DEBUT_DE_FORMULE.test(valeur) ? `'${valeur}` : valeur;
  return /[;"\r\n]/.test(sure) ? `"${sure.replaceAll('"', '""')}"` : sure;
}

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
