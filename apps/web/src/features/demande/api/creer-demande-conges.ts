import { type DemandeCongesBody, demandeRoutes } from '@roulement/contract';
import { call } from '../../../lib/api-client';
import { useCreationDemande } from './use-creation-demande';

/** POST /demande/conges: a leave request, for oneself or for a member (head, administrator). */
export const creerDemandeConges = (body: DemandeCongesBody) => call(demandeRoutes.creerConges, { body });

export const useCreerDemandeConges = () => useCreationDemande(creerDemandeConges);
