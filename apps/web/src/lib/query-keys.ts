import type { Semaine } from '@roulement/contract';

// One module for every domain's query keys: a mutation of one domain often invalidates another's
// lists (closing a service refreshes plannings and employees), and features never import each other.
// Mutations invalidate through these, never through literals.

export const utilisateurKeys = {
  all: ['utilisateur'] as const,
  parEmail: (email: string) => ['utilisateur', 'email', email.toLowerCase()] as const,
  avatar: (utilisateurId: number) => ['utilisateur', utilisateurId, 'avatar'] as const,
};

export const administrationKeys = {
  /** An ACL refresh changes the roles listed beside it. */
  acl: (page: number, taille: number) => ['acl', page, taille] as const,
  aclToutes: () => ['acl'] as const,
};

export const etablissementKeys = {
  all: ['etablissement'] as const,
  /** Per user: the list is the establishments this user may see. */
  liste: (username: string) => ['etablissement', 'liste', username] as const,
  detail: (etablissementId: number) => ['etablissement', 'detail', etablissementId] as const,
  comptables: (etablissementId: number) => ['etablissement', 'comptables', etablissementId] as const,
  candidatsComptables: (etablissementId: number) => ['etablissement', 'candidats-comptables', etablissementId] as const,
  dispositifs: (etablissementId: number) => ['etablissement', 'dispositifs', etablissementId] as const,
};

export const associationKeys = {
  all: ['association'] as const,
  liste: () => ['association', 'liste'] as const,
  detail: (associationId: number) => ['association', 'detail', associationId] as const,
};

/** The presence sheet reads slots and leave: under its own prefix, refreshed on every visit. */
export const presenceKeys = {
  all: ['presence'] as const,
  fiche: (etablissementId: number, date: string) => ['presence', etablissementId, date] as const,
};

/** Meal hours and the meal forecast of an establishment (the forecast reads slots and leave). */
export const repasKeys = {
  all: ['repas'] as const,
  horaires: (etablissementId: number) => ['repas', etablissementId, 'horaires'] as const,
  prevision: (etablissementId: number, debut: string) => ['repas', etablissementId, 'prevision', debut] as const,
};

/** The codes (headers) of the payroll export of an association. */
export const exportPayeKeys = {
  all: ['exportPaye'] as const,
  codes: (associationId: number) => ['exportPaye', 'codes', associationId] as const,
};

/** Issue 27: a replacement or an offer changes the slots to cover, their candidates and the figures. */
/** Issue 27: replacement offers, received (the badge) and sent (« À couvrir »). */
export const offreKeys = {
  all: ['offre'] as const,
  miennes: () => ['offre', 'miennes'] as const,
  detail: (offreId: number) => ['offre', 'detail', offreId] as const,
  etablissement: (etablissementId: number) => ['offre', 'etablissement', etablissementId] as const,
};

export const couvertureKeys = {
  all: ['couverture'] as const,
  aCouvrir: (etablissementId: number, filtres: object) => ['couverture', 'aCouvrir', etablissementId, filtres] as const,
  candidats: (creneauId: number) => ['couverture', 'candidats', creneauId] as const,
  chiffres: (etablissementId: number, annee: number) => ['couverture', 'chiffres', etablissementId, annee] as const,
  preference: (utilisateurId: number) => ['couverture', 'preference', utilisateurId] as const,
  regles: (associationId: number) => ['couverture', 'regles', associationId] as const,
};

export const calendrierKeys = {
  all: ['calendrier'] as const,
  joursFeries: (annee: number) => ['calendrier', 'joursFeries', annee] as const,
};

export const congesKeys = {
  all: ['conges'] as const,
  types: () => ['conges', 'types'] as const,
  evaluation: (body: unknown) => ['conges', 'evaluer', body] as const,
  /** Under 'conges': a credit of the month refreshes its simulation ('Déjà crédité'). */
  simulationAnnuels: (annee: number, mois: number) => ['conges', 'simulation', annee, mois] as const,
  regles: (associationId: number) => ['conges', 'regles', associationId] as const,
  /** Under 'conges': a leave mutation that invalidates `all` refreshes the leave table too. */
  apercuMensuel: (p: { etablissementId: number; serviceId: number | null; annee: number; mois: number }) =>
    ['conges', 'apercu', 'mensuel', p.etablissementId, p.serviceId, p.annee, p.mois] as const,
  apercuTrimestriel: (p: { etablissementId: number; annee: number; semaine: number }) =>
    ['conges', 'apercu', 'trimestriel', p.etablissementId, p.annee, p.semaine] as const,
};

export const employeKeys = {
  all: ['employe'] as const,
  listes: () => ['employe', 'liste'] as const,
  etablissement: (etablissementId: number) => ['employe', 'liste', 'etablissement', etablissementId] as const,
  recherche: (etablissementId: number, recherche: string) =>
    ['employe', 'liste', 'recherche', etablissementId, recherche] as const,
  utilisateur: (utilisateurId: number) => ['employe', 'liste', 'utilisateur', utilisateurId] as const,
  detail: (employeId: number) => ['employe', 'detail', employeId] as const,
  /** Under 'employe': a mutation that refreshes the employees refreshes their history too. */
  historique: (employeId: number, filtres: object) => ['employe', 'historique', employeId, filtres] as const,
  contratTypes: () => ['contrat', 'types'] as const,
  metiers: () => ['contrat', 'metiers'] as const,
};

export const serviceKeys = {
  all: ['service'] as const,
  listes: () => ['service', 'liste'] as const,
  etablissement: (etablissementId: number) => ['service', 'liste', 'etablissement', etablissementId] as const,
  detail: (serviceId: number) => ['service', 'detail', serviceId] as const,
  membres: () => ['service', 'membres'] as const,
  /** The members of every open service of an establishment (service 0 « Tous les employés »). */
  membresEtablissement: (etablissementId: number) => ['service', 'membres', 'etablissement', etablissementId] as const,
  candidats: (serviceId: number) => ['service', 'candidats', serviceId] as const,
  recherchesCandidats: (serviceId: number, recherche: string) =>
    ['service', 'candidats', serviceId, recherche] as const,
};

export const planningKeys = {
  all: ['planning'] as const,
  utilisateur: (utilisateurId: number, s: Semaine) =>
    ['planning', 'utilisateur', utilisateurId, s.annee, s.semaine] as const,
  service: (serviceId: number) => ['planning', 'service', serviceId] as const,
  semaineService: (serviceId: number, s: Semaine) =>
    ['planning', 'service', serviceId, 'semaine', s.annee, s.semaine] as const,
  reposService: (serviceId: number, s: Semaine) =>
    ['planning', 'service', serviceId, 'repos', s.annee, s.semaine] as const,
  /** Slot mutations of a service, so the grid can show the pending ones (spec §4). */
  mutationsService: (serviceId: number) => ['planning', 'service', serviceId, 'mutation'] as const,
};

/** Planning templates, part of the planning domain (decision 033). */
export const modeleKeys = {
  all: ['modelePlanning'] as const,
  service: (serviceId: number) => ['modelePlanning', 'service', serviceId] as const,
};

export const demandeKeys = {
  all: ['demande'] as const,
  /** The header badges: every request mutation invalidates `all`, which refreshes them too. */
  compteurs: () => ['demande', 'compteurs'] as const,
  mesDemandes: () => ['demande', 'liste', 'mes-demandes'] as const,
  /** Without filters: the prefix of every filtered 'À valider' list (decision 046). */
  aValider: (filtres?: { recherche: string; types: readonly string[] }) =>
    filtres === undefined
      ? (['demande', 'liste', 'a-valider'] as const)
      : (['demande', 'liste', 'a-valider', filtres.recherche, [...filtres.types].sort()] as const),
  detail: (demandeId: number) => ['demande', 'detail', demandeId] as const,
  impact: (demandeId: number) => ['demande', 'impact', demandeId] as const,
  evaluationHeuresSupp: (body: unknown) => ['demande', 'evaluer-heures-supp', body] as const,
  evaluationRecuperation: (body: unknown) => ['demande', 'evaluer-recuperation', body] as const,
};

export const delegationKeys = {
  all: ['delegation'] as const,
  liste: () => ['delegation', 'liste'] as const,
  candidats: (etablissementId: number) => ['delegation', 'candidats', etablissementId] as const,
};

export const calendrierFluxKeys = {
  all: ['calendrier-flux'] as const,
  /** Per user: the addresses carry that user's private token. */
  adresses: (username: string) => ['calendrier-flux', username] as const,
};

export const notificationKeys = {
  all: ['notification'] as const,
  /** Per user: the same browser may be subscribed by one user, then by another. */
  abonnements: (username: string) => ['notification', 'abonnements', username] as const,
  /** This browser's own state: support, permission, current push subscription. */
  appareil: () => ['notification', 'appareil'] as const,
};

/** Residents, stays, AIM sheets, payouts and balances (document 3): a sheet mutation refreshes all. */
export const usagerKeys = {
  all: ['usager'] as const,
  liste: (etablissementId: number, recherche: string) => ['usager', 'liste', etablissementId, recherche] as const,
  detail: (usagerId: number) => ['usager', 'detail', usagerId] as const,
  accueils: (usagerId: number) => ['usager', 'accueils', usagerId] as const,
  finances: (usagerId: number, etablissementId: number) => ['usager', 'finances', usagerId, etablissementId] as const,
  fiches: (usagerId: number) => ['usager', 'fiches', usagerId] as const,
  fiche: (ficheAimId: number) => ['usager', 'fiche', ficheAimId] as const,
  ficheDuMois: (usagerId: number, mois: number, annee: number) =>
    ['usager', 'fiche', 'mois', usagerId, mois, annee] as const,
  preparation: (ficheAimId: number) => ['usager', 'fiche', ficheAimId, 'preparation'] as const,
  versements: (ficheAimId: number) => ['usager', 'versements', ficheAimId] as const,
  versementsADate: (usagerId: number, etablissementId: number, date: string) =>
    ['usager', 'versements', 'date', usagerId, etablissementId, date] as const,
  soldesAvantFiche: (ficheAimId: number) => ['usager', 'fiche', ficheAimId, 'soldes-avant'] as const,
  demandeDeFiche: (ficheAimId: number) => ['usager', 'demande', ficheAimId] as const,
  postes: () => ['posteAIM'] as const,
  moyensDePaiement: () => ['moyenDePaiement'] as const,
  modeleService: (serviceId: number) => ['usager', 'modele', serviceId] as const,
};

export const astreinteKeys = {
  all: ['astreinte'] as const,
  resume: (etablissementId: number, annee: number) => ['astreinte', etablissementId, 'resume', annee] as const,
  planning: (etablissementId: number, annee: number, mois: number) =>
    ['astreinte', etablissementId, 'planning', annee, mois] as const,
  dues: (etablissementId: number, date: string) => ['astreinte', etablissementId, 'dues', date] as const,
  /** Under 'astreinte': an edit or a refresh of the redirections refreshes the number too. */
  numero: (etablissementId: number) => ['astreinte', etablissementId, 'numero'] as const,
};

export const importKeys = {
  all: ['import'] as const,
  journal: () => ['import', 'journal'] as const,
};
