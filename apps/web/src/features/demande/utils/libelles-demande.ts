import {
  type Demande,
  type DemandeResume,
  dateFr,
  type TypeDemande,
  type TypeRecuperationEvaluee,
  type Validation,
} from '@roulement/contract';
import { paths } from '../../../config/paths';

/** Spec §2.1 route map: each type has its detail route. */
export function routeDemande(d: Pick<DemandeResume, 'demandeId' | 'typeDemande'>): string {
  const routes: Record<TypeDemande, (demandeId: number) => string> = {
    Congés: paths.demandeCongesDetail,
    'Heures complémentaires': paths.demandeHeuresSuppDetail,
    Récupération: paths.demandeRecuperationDetail,
    'Fiches AIM': paths.demandeFicheAimDetail,
  };
  return routes[d.typeDemande](d.demandeId);
}

/** « 02/03/2026 », or « Du 02/03/2026 au 06/03/2026 » for several days. */
export function periodeDemande(d: Pick<DemandeResume, 'dateDebut' | 'dateFin'>): string {
  if (d.dateDebut === d.dateFin) return dateFr(d.dateDebut);
  return `Du ${dateFr(d.dateDebut)} au ${dateFr(d.dateFin)}`;
}

export type EtatValidation = 'acceptee' | 'refusee' | 'en-attente';

export const etatValidation = (v: Pick<Validation, 'accepte'>): EtatValidation =>
  v.accepte === null ? 'en-attente' : v.accepte ? 'acceptee' : 'refusee';

/** Spec §2.8: accepted green, refused red, pending blue. */
export const APPARENCE_VALIDATION: Record<EtatValidation, { libelle: string; couleur: 'success' | 'error' | 'info' }> =
  {
    acceptee: { libelle: 'Acceptée', couleur: 'success' },
    refusee: { libelle: 'Refusée', couleur: 'error' },
    'en-attente': { libelle: 'En attente', couleur: 'info' },
  };

export const LIBELLES_RECUPERATION: Record<TypeRecuperationEvaluee, string> = {
  FORMATION: 'Formation',
  REMPLACEMENT: 'Remplacement',
  HEURES_SUPPLEMENTAIRES: 'Heures supplémentaires',
  RECUPERATION: 'Récupération',
};

/** « 3 validations acceptées », the accessible label of a counter. */
export function compte(n: number, singulier: string, pluriel: string): string {
  return `${n} ${n > 1 ? pluriel : singulier}`;
}

type Periode = Pick<NonNullable<Demande['recuperation']>, 'dateDebut' | 'dateFin' | 'heureDebut' | 'heureFin'>;

/** « Le 02/03/2026 de 08:00 à 12:00 », or « Du 02/03/2026 à 08:00 au 04/03/2026 à 12:00 ». */
export function periodeRecuperation(r: Periode): string {
  const [debut, fin] = [r.heureDebut.toHeureMinute, r.heureFin.toHeureMinute];
  if (r.dateDebut === r.dateFin) return `Le ${dateFr(r.dateDebut)} de ${debut} à ${fin}`;
  return `Du ${dateFr(r.dateDebut)} à ${debut} au ${dateFr(r.dateFin)} à ${fin}`;
}
