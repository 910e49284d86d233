/**
 * Every screen's path (spec doc 1 §2.1, doc 2 §2.1, doc 3 §2), named after the spec's route names
 * so links never spell a URL twice.
 */
export const paths = {
  connexion: '/',
  /** Public: the first Administrateur, from the link the server prints (token after #). */
  premierAdministrateur: '/premier-administrateur',
  test: '/test',
  inscription: '/register',
  motDePasseOublie: '/mot-de-passe-oublie',
  /** Links sent by e-mail (issue 11); the server writes the same paths from APP_URL. */
  invitation: (jeton: string) => `/invitation/${jeton}`,
  reinitialisation: (jeton: string) => `/reinitialisation/${jeton}`,
  profil: '/profil',
  utilisateurInformations: '/profil/informations',
  utilisateurSoldes: '/profil/soldes',
  utilisateurDetailsCongesSolde: (employeId: number, congesTypeId: number) =>
    `/profil/soldes/employe/${employeId}/conges/${congesTypeId}`,
  utilisateurDetailsRecuperation: (employeId: number) => `/profil/soldes/employe/${employeId}/recuperation`,
  utilisateurDelegations: '/profil/delegations',
  demandes: '/demande',
  demandeCongesDetail: (demandeId: number) => `/demande/${demandeId}/conges`,
  demandeHeuresSuppDetail: (demandeId: number) => `/demande/${demandeId}/heures-supp`,
  demandeRecuperationDetail: (demandeId: number) => `/demande/${demandeId}/recuperation`,
  /** The sheet's own detail comes with the AIM sheets (issue of document 3). */
  demandeFicheAimDetail: (demandeId: number) => `/demande/${demandeId}/ficheAIM`,
  tableauDesConges: '/tableau-des-conges',
  employes: '/employes',
  /** Issue 26: the import wizard. */
  importer: '/import',
  /** Issue 26: the « Imports » journal. */
  journalImports: '/import/journal',
  employeCreate: (email?: string) =>
    email ? `/employes/create?${new URLSearchParams({ email })}` : '/employes/create',
  employe: (employeId: number) => `/employes/${employeId}`,
  employeDetailsCongesSolde: (employeId: number, congesTypeId: number) =>
    `/employes/${employeId}/conges/${congesTypeId}`,
  recuperationDetails: (employeId: number) => `/employes/${employeId}/recuperation`,
  employeDetailContrat: (employeId: number) => `/employes/${employeId}/contrat`,
  employeHistorique: (employeId: number) => `/employes/${employeId}/historique`,
  services: '/services',
  service: (serviceId: number) => `/services/${serviceId}`,
  modelePlanning: (serviceId: number) => `/services/${serviceId}/modelePlanning`,
  servicePlanning: (serviceId: number, numeroSemaine?: string) =>
    numeroSemaine ? `/services/${serviceId}/planning/${numeroSemaine}` : `/services/${serviceId}/planning`,
  etablissement: '/etablissement',
  etablissementAstreintes: '/etablissement/astreintes',
  etablissementRestauration: '/etablissement/restauration',
  etablissementAdministration: '/etablissement/administration',
  etablissementExportPaye: '/etablissement/export-paye',
  /** Issue 27: how well absences are covered, month by month. */
  etablissementCouverture: '/etablissement/couverture',
  /** Issue 27: the slots to cover, and the ranked candidates of one. */
  aCouvrir: '/a-couvrir',
  candidatsCreneau: (creneauId: number) => `/a-couvrir/creneau/${creneauId}`,
  /** Issue 27: the replacement offers I received, and one of them (the server writes the same path). */
  mesOffres: '/offres',
  offre: (offreId: number) => `/offres/${offreId}`,
  etablissements: '/etablissements',
  etablissementDetail: (etablissementId: number) => `/etablissements/${etablissementId}`,
  reglesConges: '/regles-conges',
  /** Issue 27: the working-time rules the candidates are checked against. */
  reglesTravail: '/regles-du-travail',
  associations: '/association',
  association: (associationId: number) => `/association/${associationId}`,
  planningUtilisateur: '/planning',
  usagers: '/usagers',
  usager: (usagerId: number) => `/usagers/${usagerId}`,
  historiqueAccueils: (usagerId: number) => `/usagers/${usagerId}/historique-accueils-usager`,
  financesUsager: (usagerId: number) => `/usagers/${usagerId}/finances-usager`,
  ficheAim: (ficheAimId: number) => `/fiche-aim/${ficheAimId}`,
  /** The service's 'Aide Indiv. Mensuelle' tab (target of 'Déclarer le modele'). */
  serviceModeleAim: (serviceId: number) => `/services/${serviceId}?onglet=aim`,
} as const;

/** Spec §2.2: the login page keeps the target in `nextUrl`. */
export const connexionAvecRetour = (target: string): string =>
  `${paths.connexion}?${new URLSearchParams({ nextUrl: target })}`;

/**
 * A `nextUrl` is followed only when it is a path of this application, never another site
 * (`//evil.example`, `https://…`, `/\evil`).
 */
export function safeNextUrl(nextUrl: string | null): string | null {
  if (!nextUrl?.startsWith('/') || nextUrl.startsWith('//') || nextUrl.startsWith('/\\')) return null;
  return nextUrl;
}
