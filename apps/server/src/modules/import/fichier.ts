import { IMPORT_MAX_LIGNES } from '@roulement/contract';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { AppError } from '../../lib/errors';

/** A spreadsheet as text: the header row, then the data rows (all cells as trimmed strings). */
export interface Tableau {
  entetes: string[];
  lignes: string[][];
}

const FORMAT_REFUSE = "Le fichier doit être un classeur CSV ou XLSX (Excel) ; ce format n'est pas reconnu";
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const refus = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * A cell that starts like a formula is refused rather than stored: opened later in a spreadsheet,
 * « =HYPERLINK(…) » would run (CSV injection). The sign of a phone number (+33…) or a negative
 * number stays allowed.
 */
const FORMULE = /^[=@]|^[+-](?![\d\s.,]*$)/;

function verifierCellules(tableau: Tableau): Tableau {
  [tableau.entetes, ...tableau.lignes].forEach((ligne, i) => {
    const j = ligne.findIndex((c) => FORMULE.test(c));
    if (j >= 0)
      throw refus(`Ligne ${i + 1}, colonne ${j + 1} : une formule n'est pas acceptée (« ${ligne[j]?.slice(0, 30)} »)`);
  });
  if (tableau.lignes.length > IMPORT_MAX_LIGNES) {
    throw refus(`Le fichier a plus de ${IMPORT_MAX_LIGNES} lignes : découpez-le en plusieurs imports`);
  }
  return tableau;
}

/** French spreadsheets save CSV in Windows-1252 unless told otherwise: UTF-8 is tried first. */
function decoderTexte(octets: Buffer): string {
  const sansBom = octets.subarray(0, 3).equals(BOM) ? octets.subarray(3) : octets;
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(sansBom);
  return utf8.includes('\uFFFD') ? iconv.decode(sansBom, 'win1252') : utf8;
}

function estTexte(texte: string): boolean {
  // Control characters other than tabs and line ends betray a binary file (PDF, image…).
  return ![...texte.slice(0, 4096)].some((c) => c < ' ' && !'\t\n\r'.includes(c));
}

function lireCsv(octets: Buffer): Tableau {
  const texte = decoderTexte(octets);
  if (!estTexte(texte)) throw refus(FORMAT_REFUSE);
  const resultat = Papa.parse<string[]>(texte, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: 'greedy' });
  const [entetes = [], ...lignes] = resultat.data.map((l) => l.map((c) => c.trim()));
  return { entetes, lignes };
}

function texteDeCellule(cellule: ExcelJS.Cell): string {
  const v = cellule.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'formula' in v) return `=${v.formula}`;
  if (typeof v === 'object' && 'sharedFormula' in v) return `=${v.sharedFormula}`;
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return String(v).trim();
}

async function lireXlsx(octets: Buffer): Promise<Tableau> {
  const classeur = new ExcelJS.Workbook();
  try {
    await classeur.xlsx.load(octets as unknown as ArrayBuffer);
  } catch {
    throw refus(FORMAT_REFUSE);
  }
  const feuille = classeur.worksheets[0];
  if (!feuille) return { entetes: [], lignes: [] };
  const lignes: string[][] = [];
  feuille.eachRow({ includeEmpty: false }, (ligne) => {
    const cellules: string[] = [];
    for (let c = 1; c <= feuille.columnCount; c++) cellules.push(texteDeCellule(ligne.getCell(c)));
    if (cellules.some((c) => c !== '')) lignes.push(cellules);
  });
  const [entetes = [], ...donnees] = lignes;
  return { entetes, lignes: donnees };
}

/** Reads an uploaded CSV or XLSX file; anything else is refused with a French message. */
export async function lireTableau(octets: Buffer): Promise<Tableau> {
  if (octets.length === 0) throw refus('Le fichier est vide');
  const tableau = octets.subarray(0, 4).equals(ZIP) ? await lireXlsx(octets) : lireCsv(octets);
  if (tableau.entetes.length === 0) throw refus("Le fichier n'a pas de ligne d'en-tête");
  return verifierCellules(tableau);
}
