import { importRoutes } from '@roulement/contract';
import { callBlob } from '../../../lib/api-client';
import { enregistrerFichier } from '../../../lib/enregistrer-fichier';

type Format = 'csv' | 'xlsx';

export async function telechargerModele(format: Format): Promise<void> {
  enregistrerFichier(await callBlob(importRoutes.modeleEmployes, { query: { format } }), `modele-employes.${format}`);
}

/** « Exporter »: today's employees in the template's shape. */
export async function exporterEmployes(format: Format): Promise<void> {
  enregistrerFichier(await callBlob(importRoutes.exporterEmployes, { query: { format } }), `employes.${format}`);
}
