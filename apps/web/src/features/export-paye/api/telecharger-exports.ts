import { exportPayeRoutes } from '@roulement/contract';
import { callBlob } from '../../../lib/api-client';
import { enregistrerFichier } from '../../../lib/enregistrer-fichier';

export interface Periode {
  _dateDebut: string;
  _dateFin: string;
}

const FICHIER_PAYE = 'export_elements_paye.csv';

export async function telechargerPayeEtablissement(etablissementId: number, periode: Periode): Promise<void> {
  enregistrerFichier(
    await callBlob(exportPayeRoutes.etablissement, { params: { id: etablissementId }, query: periode }),
    FICHIER_PAYE,
  );
}

export async function telechargerPayeService(serviceId: number, periode: Periode): Promise<void> {
  enregistrerFichier(
    await callBlob(exportPayeRoutes.service, { params: { id: serviceId }, query: periode }),
    FICHIER_PAYE,
  );
}

export async function telechargerBudgetFeries(associationId: number, annee: number): Promise<void> {
  const fichier = await callBlob(exportPayeRoutes.budgetFeries, {
    params: { id: associationId },
    query: { _annee: annee },
  });
  enregistrerFichier(fichier, `budget_heures_supp_jour_ferie_annuel_${annee}.csv`);
}

export async function telechargerBudgetDimanche(associationId: number, date: string): Promise<void> {
  const fichier = await callBlob(exportPayeRoutes.budgetDimanche, { params: { id: associationId }, query: { date } });
  enregistrerFichier(fichier, `budget_dimanche_${date}.csv`);
}
