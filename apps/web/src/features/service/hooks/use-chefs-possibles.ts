import { estAdministrateurEtablissement, type Service } from '@roulement/contract';
import { useMemo } from 'react';
import { roleHolderOf, useSession } from '../../../lib/auth';
import { useEmployes } from '../../../lib/lister-employes';
import type { EmployeChoix } from '../components/employe-autocomplete';

/**
 * Who may be designated head (decision 025): an establishment administrator picks among all its
 * employees (a list only they may read); a head who is not one hands over to a member of the
 * service. The current head is always among the choices.
 */
export function useChefsPossibles(service: Service) {
  const session = useSession();
  const admin = session !== null && estAdministrateurEtablissement(roleHolderOf(session), service.etablissement);
  const employes = useEmployes(admin ? service.etablissement.etablissementId : undefined);
  const { chefDeService, membres } = service;
  const choix = useMemo(() => {
    const liste: EmployeChoix[] = admin ? (employes.data ?? []) : membres.map((m) => m.employe);
    if (chefDeService && !liste.some((e) => e.employeId === chefDeService.employeId)) {
      return [chefDeService, ...liste];
    }
    return liste;
  }, [admin, employes.data, membres, chefDeService]);
  return { choix, erreur: admin && employes.isError ? employes.error : null };
}
