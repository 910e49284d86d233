import ExcelJS from 'exceljs';

/** A template or an export: the kind's header row, then its lines. */
export interface Feuille {
  nom: string;
  entetes: readonly string[];
  lignes: string[][];
}

/** `;` and a BOM: what a French Excel opens without asking (docs/import/modele-employes.csv). */
export function modeleCsv({ entetes, lignes }: Feuille): string {
  const echapper = (v: string) => (/[";\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return `\uFEFF${[[...entetes], ...lignes].map((l) => l.map(echapper).join(';')).join('\r\n')}\r\n`;
}

export async function modeleXlsx({ nom, entetes, lignes }: Feuille): Promise<Buffer> {
  const classeur = new ExcelJS.Workbook();
  const feuille = classeur.addWorksheet(nom);
  feuille.addRow([...entetes]).font = { bold: true };
  for (const ligne of lignes) feuille.addRow(ligne);
  feuille.columns.forEach((colonne) => {
    colonne.width = 22;
  });
  return Buffer.from(await classeur.xlsx.writeBuffer());
}
