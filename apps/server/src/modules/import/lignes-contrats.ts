import type { ColonneContrat, ImportErreur } from '@roulement/contract';
import type { ContratImporte } from '../employe/use-cases/importer-contrats';
import { normaliserEntete } from './colonnes';
import type { ReferencesContrats } from './contrats.lecture';
import type { Tableau } from './fichier';
import { lireLignes } from './lecteur-ligne';
import { type EtablissementImport, trouverEtablissement } from './lignes-employes';
import { lireDate, lireNombre, lireOuiNon, lireTexte, ValeurInvalide } from './valeurs';

/** A contract line once read: the employee is still a matricule, the plan finds them. */
export interface LigneContrat extends Omit<ContratImporte, 'remplaceEmployeId'> {
  ligne: number;
  matricule: string;
  etablissementId: number;
  etablissement: string;
  acronyme: string;
  matriculeRemplace: string | null;
}

const REQUISES: ColonneContrat[] = [
  'Matricule',
  'Établissement',
  'Type de contrat',
  'Métier',
  'Heures hebdomadaires',
  'Date de début',
];

/** Above the legal maximum of the working week (Code du travail, L3121-20): a typing error, not a contract. */
export const HEURES_HEBDO_MAX = 48;

/** « remplacement » is how files name the replacement fixed-term contract. */
const SYNONYMES_TYPES: Record<string, string> = { remplacement: 'CDDR', vacataire: 'VAC', apprentissage: 'APP' };

function trouverType(texte: string, types: ReferencesContrats['types']) {
  const cle = normaliserEntete(texte);
  const acronyme = SYNONYMES_TYPES[cle] ?? texte;
  const type = types.find(
    (t) => normaliserEntete(t.acronyme) === normaliserEntete(acronyme) || normaliserEntete(t.libelle) === cle,
  );
  if (!type) {
    const connus = types.map((t) => t.acronyme).join(', ');
    throw new ValeurInvalide(`Type de contrat inconnu « ${texte} » (${connus} ou remplacement)`);
  }
  return type;
}

function trouverMetier(texte: string, metiers: ReferencesContrats['metiers']) {
  const metier = metiers.find((m) => normaliserEntete(m.libelle) === normaliserEntete(texte));
  if (!metier) throw new ValeurInvalide(`Métier inconnu « ${texte} »`);
  return metier;
}

function lireHeures(texte: string): number {
  const heures = lireNombre(texte, 'Heures hebdomadaires');
  if (heures < 0) throw new ValeurInvalide('Heures hebdomadaires : entrer une valeur positive ou nulle');
  if (heures > HEURES_HEBDO_MAX) {
    throw new ValeurInvalide(
      `${HEURES_HEBDO_MAX} heures hebdomadaires au plus (durée maximale légale), et non ${texte}`,
    );
  }
  return heures;
}

function lireJours(texte: string): number {
  const jours = lireNombre(texte, "Jours d'astreinte annuels");
  if (!Number.isInteger(jours))
    throw new ValeurInvalide("Jours d'astreinte annuels : entrer un nombre entier de jours");
  return jours;
}

/** Reads every line; a line with an error is reported and left out, the others go on to the plan. */
export function lireLignesContrats(
  tableau: Tableau,
  colonnes: readonly (string | null)[],
  etablissements: EtablissementImport[],
  references: ReferencesContrats,
): { lignes: LigneContrat[]; erreurs: ImportErreur[] } {
  return lireLignes(tableau, colonnes, REQUISES, (lire, ligne) => {
    const matricule = lire('Matricule', (t) => lireTexte(t, 30, 'Matricule'));
    const etablissement = lire('Établissement', (t) => trouverEtablissement(t, etablissements));
    const type = lire('Type de contrat', (t) => trouverType(t, references.types));
    const metier = lire('Métier', (t) => trouverMetier(t, references.metiers));
    const heuresHebdo = lire('Heures hebdomadaires', lireHeures);
    const dateDebut = lire('Date de début', lireDate);
    const dateFin = lire('Date de fin', lireDate);
    const cadre = lire('Cadre', lireOuiNon) ?? false;
    const nbJoursAstreintesAnnuels = lire("Jours d'astreinte annuels", lireJours) ?? 0;
    const matriculeRemplace = lire('Matricule du remplacé', (t) => lireTexte(t, 30, 'Matricule du remplacé'));
    if (!matricule || !etablissement || !type || !metier || heuresHebdo === null || !dateDebut) return null;
    return {
      ligne,
      matricule,
      etablissementId: etablissement.etablissementId,
      etablissement: etablissement.raisonSociale,
      contratTypeId: type.contratTypeId,
      acronyme: type.acronyme,
      metierId: metier.metierId,
      heuresHebdo,
      dateDebut,
      dateFin,
      cadre,
      nbJoursAstreintesAnnuels,
      matriculeRemplace,
    };
  });
}
