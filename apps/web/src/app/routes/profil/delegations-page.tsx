import { useMemo } from 'react';
import { DelegationsSection } from '../../../features/demande/components/delegations/delegations-section';
import { useSession } from '../../../lib/auth';
import { useEmployesUtilisateur } from '../../../lib/lister-employes-utilisateur';

/** Issue 10: my delegations; the establishments I may delegate in are those of my employment records. */
export function DelegationsPage() {
  const session = useSession();
  const employes = useEmployesUtilisateur(session?.utilisateurId ?? 0);
  const etablissements = useMemo(() => {
    const parId = new Map((employes.data ?? []).map((e) => [e.etablissement.etablissementId, e.etablissement]));
    return [...parId.values()].map((e) => ({ etablissementId: e.etablissementId, raisonSociale: e.raisonSociale }));
  }, [employes.data]);
  return <DelegationsSection etablissements={etablissements} />;
}
