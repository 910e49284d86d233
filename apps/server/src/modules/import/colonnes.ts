import { COLONNES_EMPLOYES, type ColonneEmploye } from '@roulement/contract';

/** « Nom de famille » and « NOM_DE_FAMILLE » compare equal: no accents, case nor punctuation. */
export function normaliserEntete(entete: string): string {
  return entete
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Headers seen in payroll and HR exports, besides the template's own. */
const VARIANTES: Record<ColonneEmploye, string[]> = {
  Civilité: ['civ', 'genre', 'titre', 'sexe'],
  Nom: ['nom de famille', 'nom usuel', 'nom salarie', 'nom naissance'],
  Prénom: ['prenom salarie', 'prenom usuel'],
  'E-mail': ['email', 'mail', 'courriel', 'adresse e-mail', 'adresse mail', 'adresse electronique'],
  'Date de naissance': ['naissance', 'ne le', 'nee le', 'date naissance'],
  'Téléphone professionnel': ['telephone', 'tel', 'tel pro', 'portable professionnel', 'mobile professionnel'],
  Matricule: ['numero de matricule', 'n matricule', 'matricule paie', 'matricule salarie', 'id paie'],
  Établissement: ['etablissement employeur', 'site', 'structure', 'raison sociale'],
};

const CONNUES = new Map<string, ColonneEmploye>(
  COLONNES_EMPLOYES.flatMap((colonne) =>
    [colonne, ...VARIANTES[colonne]].map((entete) => [normaliserEntete(entete), colonne] as const),
  ),
);

/** The template column each header stands for, or null when it is not recognised. */
export function reconnaitreColonnes(entetes: string[]): (ColonneEmploye | null)[] {
  const prises = new Set<ColonneEmploye>();
  return entetes.map((entete) => {
    const colonne = CONNUES.get(normaliserEntete(entete));
    // A second column for the same field is ignored, not merged: the first one wins.
    if (!colonne || prises.has(colonne)) return null;
    prises.add(colonne);
    return colonne;
  });
}
