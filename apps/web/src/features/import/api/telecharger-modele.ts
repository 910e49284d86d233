import { importRoutes } from '@roulement/contract';
import { callBlob } from '../../../lib/api-client';
import { enregistrerFichier } from '../../../lib/enregistrer-fichier';

export async function telechargerModele(format: 'csv' | 'xlsx'): Promise<void> {
  enregistrerFichier(await callBlob(importRoutes.modeleEmployes, { query: { format } }), `modele-employes.${format}`);
}
