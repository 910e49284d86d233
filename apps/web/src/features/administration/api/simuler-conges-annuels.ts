import { congesRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callBlob } from '../../../lib/api-client';
import { congesKeys } from '../../../lib/query-keys';

export const simulerCongesAnnuels = (annee: number, mois: number, signal?: AbortSignal) =>
  call(congesRoutes.simulerCongesAnnuels, { query: { _annee: annee, _mois: mois }, ...(signal ? { signal } : {}) });

/** 'Simuler congés annuels': what each employee would get for the month; the server writes nothing. */
export function useSimulationCongesAnnuels(annee: number, mois: number) {
  return useQuery({
    queryKey: congesKeys.simulationAnnuels(annee, mois),
    queryFn: ({ signal }) => simulerCongesAnnuels(annee, mois, signal),
  });
}

/**
 * `conges_annuels.csv` needs the Bearer header, which a plain link does not send: the file is
 * fetched, then handed to the browser as a download.
 */
export async function telechargerCsvCongesAnnuels(annee: number, mois: number): Promise<void> {
  const fichier = await callBlob(congesRoutes.csvCongesAnnuels, { query: { _annee: annee, _mois: mois } });
  const url = URL.createObjectURL(fichier);
  const lien = document.createElement('a');
  lien.href = url;
  lien.download = `conges_annuels_${annee}-${String(mois).padStart(2, '0')}.csv`;
  lien.click();
  URL.revokeObjectURL(url);
}
