import type { Employe } from '@roulement/contract';
import { useMemo } from 'react';
import { useEmployes } from '../../../lib/lister-employes';

/**
 * The employee's colleagues (for pickers), the employee first known even before the list loads.
 * Read-only screens (the profile) do not ask: the list is for establishment administrators.
 */
export function useEmployesDuMemeEtablissement(
  employe: Pick<Employe, 'employeId' | 'nomComplet' | 'etablissement'>,
  actif = true,
) {
  const liste = useEmployes(actif ? employe.etablissement.etablissementId : undefined);
  return useMemo(() => {
    const employes = liste.data ?? [];
    return employes.some((e) => e.employeId === employe.employeId)
      ? employes
      : [{ employeId: employe.employeId, nomComplet: employe.nomComplet }, ...employes];
  }, [liste.data, employe.employeId, employe.nomComplet]);
}
