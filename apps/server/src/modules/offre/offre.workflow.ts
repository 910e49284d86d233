import { OFFRE_DEJA_POURVUE, STATUTS_OFFRE_OUVERTE, type StatutOffre } from '@roulement/contract';

/** The audited steps of an offer (issue 27), as its history rows name them. */
export const ETAPES_OFFRE = {
  ENVOI: 'Envoyée',
  VUE: 'Vue',
  ACCEPTATION: 'Acceptée',
  REFUS: 'Déclinée',
  CONFIRMATION: 'Confirmée',
  RETRAIT: 'Retirée',
  EXPIRATION: 'Expirée',
} as const;
export type EtapeOffre = keyof typeof ETAPES_OFFRE;

export const estOuverte = (statut: StatutOffre): boolean =>
  (STATUTS_OFFRE_OUVERTE as readonly string[]).includes(statut);

/** An open offer past its deadline is expired, even before the expiry job has written it. */
export function statutLe(offre: { statut: StatutOffre; expireLe: Date }, maintenant: Date): StatutOffre {
  return estOuverte(offre.statut) && offre.expireLe <= maintenant ? 'EXPIREE' : offre.statut;
}

/** Why a candidate may no longer answer, or null while they may. */
export function refusDeReponse(statut: StatutOffre): string | null {
  switch (statut) {
    case 'EN_COURS':
      return null;
    case 'A_CONFIRMER':
    case 'POURVUE':
      return OFFRE_DEJA_POURVUE;
    case 'RETIREE':
      return 'Cette offre a été retirée';
    case 'EXPIREE':
      return 'Cette offre a expiré';
  }
}

/** The first acceptance fills the offer, or waits for the head when the service asks to confirm. */
export const statutApresAcceptation = (confirmationRequise: boolean): StatutOffre =>
  confirmationRequise ? 'A_CONFIRMER' : 'POURVUE';

export const ECHEANCE_PASSEE = "La fin de l'offre doit être dans le futur";
export const ECHEANCE_TROP_TARD = "L'offre ne peut pas durer au-delà du début du premier créneau";

/**
 * When the offer ends: at the first slot's start, or earlier if the sender says so. A deadline in
 * the past or after that start is refused with its reason.
 */
export function echeanceDe(
  debuts: readonly Date[],
  maintenant: Date,
  demandee?: Date,
): { echeance: Date } | { erreur: string } {
  const premier = new Date(Math.min(...debuts.map((d) => d.getTime())));
  if (premier <= maintenant) return { erreur: 'Un créneau de cette offre a déjà commencé' };
  if (!demandee) return { echeance: premier };
  if (demandee <= maintenant) return { erreur: ECHEANCE_PASSEE };
  if (demandee > premier) return { erreur: ECHEANCE_TROP_TARD };
  return { echeance: demandee };
}
