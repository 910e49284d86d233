import type { ImportLigne, ImportRapport, SorteImport } from '@roulement/contract';

export const COULEURS_ACTIONS = {
  CREATION: 'success',
  MODIFICATION: 'info',
  INCHANGE: 'default',
  ERREUR: 'error',
} as const satisfies Record<ImportLigne['action'], string>;

/** « 3 créations, 1 mise à jour, 2 inchangés, 1 erreur », without the zero counts. */
export function resumeCompteurs({ compteurs }: Pick<ImportRapport, 'compteurs'>): string {
  const parties = [
    [compteurs.creations, 'création', 'créations'],
    [compteurs.modifications, 'mise à jour', 'mises à jour'],
    [compteurs.inchanges, 'inchangé', 'inchangés'],
    [compteurs.erreurs, 'erreur', 'erreurs'],
  ] as const;
  const texte = parties
    .filter(([n]) => n > 0)
    .map(([n, un, plusieurs]) => `${n} ${n > 1 ? plusieurs : un}`)
    .join(', ');
  return texte || 'Aucune ligne';
}

/** What the wizard says of each kind before a file is chosen. */
export const DESCRIPTIONS_SORTES: Record<SorteImport, string> = {
  employes:
    "Une ligne par employé. Le matricule retrouve l'employé lors d'un nouvel import : un même fichier importé deux fois ne change rien la seconde fois.",
  contrats:
    "Une ligne par contrat d'un employé déjà déclaré. Le matricule et la date de début retrouvent le contrat : un même fichier importé deux fois ne change rien la seconde fois. Pour un remplacement, indiquez le matricule de la personne remplacée.",
  soldes:
    "Une ligne par solde d'un employé déjà déclaré, en jours, à sa date de valeur. Le solde est crédité au compteur du congé ; le matricule, le type et la date retrouvent le crédit : un même fichier importé deux fois ne crédite pas deux fois.",
  services:
    "Une ligne par membre d'un service : l'établissement et le nom retrouvent le service, le matricule retrouve le membre. Une ligne sans matricule de membre crée le service seul. Les employés doivent déjà être importés.",
  usagers:
    "Une ligne par usager, dans un établissement qui a les fiches AIM : l'établissement et le numéro de dossier retrouvent l'usager, le service et la date de début retrouvent son accueil. Un accueil dans un autre service ferme l'accueil en cours la veille. Un même fichier importé deux fois ne change rien la seconde fois.",
};

/** What finds a line's record again, as the preview names it beside each line. */
export const LIBELLES_CLE: Record<SorteImport, string> = {
  employes: 'Matricule',
  contrats: 'Matricule',
  soldes: 'Matricule',
  services: 'Matricule',
  usagers: 'Dossier',
};
