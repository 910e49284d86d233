import { MODELE_AIM_MANQUANT_EXCEPTION, type ServiceConcerne } from '@roulement/contract';
import { ApiCallError } from '../../../lib/api-client';

/** Spec §8: the service named by ModeleAimManquantException, or null for any other error. */
export function serviceSansModele(error: unknown): ServiceConcerne | null {
  if (!(error instanceof ApiCallError)) return null;
  const { exception, serviceConcerne } = error.envelope;
  return exception === MODELE_AIM_MANQUANT_EXCEPTION && serviceConcerne ? serviceConcerne : null;
}
