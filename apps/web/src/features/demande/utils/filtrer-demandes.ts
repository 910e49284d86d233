import {
  DEMANDE_STATUT,
  type DemandeResume,
  FILTRES_TYPE_DEMANDE,
  normaliserRecherche,
  TYPES_DEMANDE,
  type TypeDemande,
} from '@roulement/contract';

export type FiltreTypeDemande = keyof typeof FILTRES_TYPE_DEMANDE;
export const FILTRES_TYPE: readonly FiltreTypeDemande[] = Object.keys(FILTRES_TYPE_DEMANDE) as FiltreTypeDemande[];

export interface FiltresDemandes {
  recherche: string;
  /** No toggle on shows every type (decision 042). */
  types: readonly FiltreTypeDemande[];
}

export const FILTRES_VIDES: FiltresDemandes = { recherche: '', types: [] };

/** The request types of the toggles on, in the contract's order; none when no toggle is on. */
export function typesDesFiltres(filtres: readonly FiltreTypeDemande[]): TypeDemande[] {
  return TYPES_DEMANDE.filter((type) =>
    filtres.some((f) => (FILTRES_TYPE_DEMANDE[f] as readonly string[]).includes(type)),
  );
}

/**
 * Spec §2.7: only requests with a creator; the employee's full name contains the search, accents
 * and case aside; the type is one of the toggles on.
 */
export function filtrerDemandes(demandes: readonly DemandeResume[], filtres: FiltresDemandes): DemandeResume[] {
  const recherche = normaliserRecherche(filtres.recherche);
  const types = new Set(typesDesFiltres(filtres.types));
  return demandes.filter(
    (d) =>
      d.createur !== null &&
      (types.size === 0 || types.has(d.typeDemande)) &&
      normaliserRecherche(d.employe.nomComplet).includes(recherche),
  );
}

/** Spec §2.7 'Mes demandes': pending ones, then the others by descending demandeId. */
export function sectionsMesDemandes(demandes: readonly DemandeResume[]) {
  const enAttente = demandes.filter((d) => d.statut.demandeStatutId === DEMANDE_STATUT.EN_ATTENTE);
  const historique = demandes
    .filter((d) => d.statut.demandeStatutId > DEMANDE_STATUT.EN_ATTENTE)
    .sort((a, b) => b.demandeId - a.demandeId);
  return { enAttente, historique };
}
