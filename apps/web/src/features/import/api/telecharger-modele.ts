import { importRoutes, type SorteImport } from '@roulement/contract';
import { callBlob } from '../../../lib/api-client';
import { enregistrerFichier } from '../../../lib/enregistrer-fichier';

export type FormatImport = 'csv' | 'xlsx';

export async function telechargerModele(sorte: SorteImport, format: FormatImport): Promise<void> {
  const fichier = await callBlob(importRoutes.modele, { params: { sorte }, query: { format } });
  enregistrerFichier(fichier, `modele-${sorte}.${format}`);
}

/** « Exporter »: today's data of the kind in its template's shape. */
export async function exporterSorte(sorte: SorteImport, format: FormatImport): Promise<void> {
  enregistrerFichier(
    await callBlob(importRoutes.exporter, { params: { sorte }, query: { format } }),
    `${sorte}.${format}`,
  );
}
