import { type EtablissementScope, type FicheAim, peutGererService, type ServiceConcerne } from '@roulement/contract';
import { useState } from 'react';
import { roleHolderOf, useSession } from '../../../lib/auth';
import { useCreerFiche } from '../api/creer-fiche';
import { serviceSansModele } from '../utils/erreur-fiche';

/**
 * Creating a sheet (the first, or the next one): without a template the server names the
 * service (spec §8), kept here for the 'Absence de modèle d'aim' dialog.
 */
export function useCreationFiche(etablissement: EtablissementScope) {
  const session = useSession();
  const creer = useCreerFiche();
  const [sansModele, setSansModele] = useState<ServiceConcerne | null>(null);
  const [erreur, setErreur] = useState<unknown>(null);
  const peutDeclarer =
    session !== null &&
    sansModele !== null &&
    peutGererService(roleHolderOf(session), { serviceId: sansModele.serviceId, etablissement });

  const lancer = async (usagerId: number): Promise<FicheAim | null> => {
    setErreur(null);
    try {
      return await creer.mutateAsync({ etablissementId: etablissement.etablissementId, usagerId });
    } catch (error) {
      const service = serviceSansModele(error);
      if (service) setSansModele(service);
      else setErreur(error);
      return null;
    }
  };
  return { lancer, pending: creer.isPending, erreur, sansModele, peutDeclarer, fermer: () => setSansModele(null) };
}
