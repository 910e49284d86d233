/**
 * The CSV conventions of every export (`;`, UTF-8 with BOM, CRLF, French decimal comma): the way a
 * French spreadsheet opens a file without an import dialog.
 */
export const BOM = '\uFEFF';

/** A spreadsheet would run a cell starting with one of these as a formula (CSV injection). */
const DEBUT_DE_FORMULE = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised with a leading apostrophe, quoted when it holds ; " or a line break. */
export function celluleCsv(valeur: string): string {
  const sure = DEBUT_DE_FORMULE.test(valeur) ? `'${valeur}` : valeur;
  return /[;"\r\n]/.test(sure) ? `"${sure.replaceAll('"', '""')}"` : sure;
}

export const ligneCsv = (cellules: readonly string[]) => `${cellules.map(celluleCsv).join(';')}\r\n`;

/** A number with a decimal comma, at most two decimals (12.5 → '12,5'). */
export const nombreCsv = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');

/** Minutes as decimal hours (90 → '1,5'). */
export const heuresCsv = (minutes: number) => nombreCsv(minutes / 60);

/** AAAA-MM-JJ as JJ/MM/AAAA. */
export const dateCsv = (iso: string) => iso.split('-').reverse().join('/');
