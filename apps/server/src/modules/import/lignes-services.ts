import { type ColonneService, CouleurSchema, HeuresHebdoSchema, type ImportErreur } from '@roulement/contract';
import type { Tableau } from './fichier';
import { lireLignes } from './lecteur-ligne';
import { type EtablissementImport, trouverEtablissement } from './lignes-employes';
import { lireTexte, ValeurInvalide } from './valeurs';

/** A member line once read; a line without a member's matricule declares the service and its head only. */
export interface LigneService {
  ligne: number;
  etablissementId: number;
  siegeSocialId: number | null;
  etablissement: string;
  service: string;
  chef: string;
  membre: string | null;
  /** Empty cells keep a member's hours and colour, and give a new member the form's defaults. */
  heuresHebdo: number | null;
  couleur: string | null;
}

const REQUISES: ColonneService[] = ['Établissement', 'Service', 'Matricule du chef de service'];

/** « 35 », « 17,5 » or « 17.5 », within the member form's bounds. */
function lireHeures(texte: string): number {
  const lu = HeuresHebdoSchema.safeParse(Number(texte.replace(',', '.')));
  if (!lu.success || texte.trim() === '') {
    const raison = lu.success ? 'valeur numérique attendue' : lu.error.issues[0]?.message;
    throw new ValeurInvalide(`Heures hebdomadaires invalides « ${texte} » : ${raison}`);
  }
  return lu.data;
}

function lireCouleur(texte: string): string {
  const lu = CouleurSchema.safeParse(texte);
  if (!lu.success) throw new ValeurInvalide(`Couleur invalide « ${texte} » (#RRGGBB attendu)`);
  return lu.data;
}

/** Reads the services' lines (lecteur-ligne.ts); a line with an error is left out of the plan. */
export function lireLignesServices(
  tableau: Tableau,
  colonnes: readonly (string | null)[],
  etablissements: EtablissementImport[],
): { lignes: LigneService[]; erreurs: ImportErreur[] } {
  return lireLignes<ColonneService, LigneService>(tableau, colonnes, REQUISES, (lire, ligne) => {
    const etablissement = lire('Établissement', (t) => trouverEtablissement(t, etablissements));
    const service = lire('Service', (t) => lireTexte(t, 100, 'Service'));
    const chef = lire('Matricule du chef de service', (t) => lireTexte(t, 30, 'Matricule du chef de service'));
    const membre = lire('Matricule du membre', (t) => lireTexte(t, 30, 'Matricule du membre'));
    const heuresHebdo = lire('Heures hebdomadaires', lireHeures);
    const couleur = lire('Couleur', lireCouleur);
    if (!etablissement || !service || !chef) return null;
    return {
      ligne,
      etablissementId: etablissement.etablissementId,
      siegeSocialId: etablissement.siegeSocialId,
      etablissement: etablissement.raisonSociale,
      service,
      chef,
      membre,
      heuresHebdo,
      couleur,
    };
  });
}
