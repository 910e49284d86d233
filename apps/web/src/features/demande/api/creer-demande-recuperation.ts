import { type DemandeRecuperationBody, demandeRoutes } from '@roulement/contract';
import { call } from '../../../lib/api-client';
import { useCreationDemande } from './use-creation-demande';

/** POST /demande/recuperation */
export const creerDemandeRecuperation = (body: DemandeRecuperationBody) =>
  call(demandeRoutes.creerRecuperation, { body });

export const useCreerDemandeRecuperation = () => useCreationDemande(creerDemandeRecuperation);
