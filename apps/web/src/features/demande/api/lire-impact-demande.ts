import { apiRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { demandeKeys } from '../../../lib/query-keys';

export const lireImpactDemande = (demandeId: number, signal?: AbortSignal) =>
  call(apiRoutes.demande.impact, { params: { demandeId }, signal });

/** GET /demande/:demandeId/impact; the screen asks it only when the request says the viewer may see it. */
export const useImpactDemande = (demandeId: number) =>
  useQuery({ queryKey: demandeKeys.impact(demandeId), queryFn: ({ signal }) => lireImpactDemande(demandeId, signal) });
