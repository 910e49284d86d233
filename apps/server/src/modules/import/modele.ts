import { COLONNES_EMPLOYES } from '@roulement/contract';
import ExcelJS from 'exceljs';

/** The example line of the template, one value per column of COLONNES_EMPLOYES. */
const EXEMPLE_EMPLOYE = [
  'Mme',
  'Martin',
  'Claire',
  'claire.martin@exemple.fr',
  '14/03/1985',
  '01 23 45 67 89',
  'M0001',
  'Nom de votre établissement',
];

/** `;` and a BOM: what a French Excel opens without asking (docs/import/modele-employes.csv). */
export function modeleCsv(lignes: string[][] = [EXEMPLE_EMPLOYE]): string {
  const echapper = (v: string) => (/[";\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return `\uFEFF${[[...COLONNES_EMPLOYES], ...lignes].map((l) => l.map(echapper).join(';')).join('\r\n')}\r\n`;
}

export async function modeleXlsx(lignes: string[][] = [EXEMPLE_EMPLOYE]): Promise<Buffer> {
  const classeur = new ExcelJS.Workbook();
  const feuille = classeur.addWorksheet('Employés');
  feuille.addRow([...COLONNES_EMPLOYES]).font = { bold: true };
  for (const ligne of lignes) feuille.addRow(ligne);
  feuille.columns.forEach((colonne) => {
    colonne.width = 22;
  });
  return Buffer.from(await classeur.xlsx.writeBuffer());
}
