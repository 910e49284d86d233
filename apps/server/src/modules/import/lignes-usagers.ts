import type { ColonneUsager, ImportErreur } from '@roulement/contract';
import { normaliserEntete } from './colonnes';
import type { Tableau } from './fichier';
import { lireLignes } from './lecteur-ligne';
import { type EtablissementImport, trouverEtablissement } from './lignes-employes';
import { lireCivilite, lireDate, lireTexte, ValeurInvalide } from './valeurs';

/** A resident line once read: the service is found in the establishment, the plan finds the resident. */
export interface LigneUsager {
  ligne: number;
  numeroDossier: string;
  etablissementId: number;
  etablissement: string;
  genre: 'M' | 'F' | 'AUTRE';
  nom: string;
  prenom: string;
  dateNaissance: string | null;
  serviceId: number;
  service: string;
  dateDebut: string;
  dateFin: string | null;
}

/** An open service of an establishment with the aid sheets, as a line names it. */
export interface ServiceDAccueil {
  serviceId: number;
  nom: string;
  etablissementId: number;
}

const REQUISES: ColonneUsager[] = [
  'Numéro de dossier',
  'Établissement',
  'Nom',
  'Prénom',
  "Service d'accueil",
  "Date de début d'accueil",
];

/** Spec document 3: residents and their sheets exist only where the establishment has them. */
function etablissementAvecFichesAim(e: EtablissementImport, avecFichesAim: ReadonlySet<number>) {
  if (!avecFichesAim.has(e.etablissementId)) {
    throw new ValeurInvalide(
      `L'établissement « ${e.raisonSociale} » n'a pas les fiches AIM : il n'accueille pas d'usagers ici`,
    );
  }
  return e;
}

function trouverService(texte: string, etablissementId: number, services: readonly ServiceDAccueil[]) {
  const cle = normaliserEntete(texte);
  const service = services.find((s) => s.etablissementId === etablissementId && normaliserEntete(s.nom) === cle);
  if (!service) throw new ValeurInvalide(`Service inconnu ou fermé « ${texte} » dans cet établissement`);
  return service;
}

/** Reads the residents' lines (lecteur-ligne.ts); a line with an error is left out of the plan. */
export function lireLignesUsagers(
  tableau: Tableau,
  colonnes: readonly (string | null)[],
  etablissements: EtablissementImport[],
  avecFichesAim: ReadonlySet<number>,
  services: readonly ServiceDAccueil[],
): { lignes: LigneUsager[]; erreurs: ImportErreur[] } {
  return lireLignes<ColonneUsager, LigneUsager>(tableau, colonnes, REQUISES, (lire, ligne) => {
    const etablissement = lire('Établissement', (t) =>
      etablissementAvecFichesAim(trouverEtablissement(t, etablissements), avecFichesAim),
    );
    const valeurs = {
      numeroDossier: lire('Numéro de dossier', (t) => lireTexte(t, 30, 'Numéro de dossier')),
      civilite: lire('Civilité', lireCivilite),
      nom: lire('Nom', (t) => lireTexte(t, 100, 'Nom')),
      prenom: lire('Prénom', (t) => lireTexte(t, 100, 'Prénom')),
      dateNaissance: lire('Date de naissance', lireDate),
      // Without its establishment a service cannot be found: the establishment's error says it all.
      service: lire("Service d'accueil", (t) =>
        etablissement ? trouverService(t, etablissement.etablissementId, services) : null,
      ),
      dateDebut: lire("Date de début d'accueil", lireDate),
      dateFin: lire("Date de fin d'accueil", lireDate),
    };
    const { numeroDossier, nom, prenom, service, dateDebut } = valeurs;
    if (!etablissement || !numeroDossier || !nom || !prenom || !service || !dateDebut) return null;
    return {
      ligne,
      numeroDossier,
      etablissementId: etablissement.etablissementId,
      etablissement: etablissement.raisonSociale,
      genre: valeurs.civilite === 'Mr' ? 'M' : valeurs.civilite === 'Mme' ? 'F' : 'AUTRE',
      nom,
      prenom,
      dateNaissance: valeurs.dateNaissance,
      serviceId: service.serviceId,
      service: service.nom,
      dateDebut,
      dateFin: valeurs.dateFin,
    };
  });
}
