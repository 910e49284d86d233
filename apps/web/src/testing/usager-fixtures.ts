import type {
  Accueil,
  Ajustement,
  FicheAim,
  FicheAimResume,
  HistoriqueUsager,
  LigneFiche,
  ModeleAim,
  MouvementHistorique,
  PosteAim,
  PosteAimId,
  PreparationVersement,
  Usager,
  UsagerResume,
  Versement,
} from '@roulement/contract';

const LIBELLES: Partial<Record<PosteAimId, string>> = {
  ALIMENTATION: 'Alimentation',
  ARGENT_DE_POCHE: 'Argent de poche',
  HABILLEMENT: 'Habillement',
  EPARGNE: 'Epargne',
  DETTE: 'Dette',
};

export const posteFixture = (posteAIMId: PosteAimId = 'ALIMENTATION', overrides: Partial<PosteAim> = {}): PosteAim => ({
  posteAIMId,
  libelle: LIBELLES[posteAIMId] ?? posteAIMId,
  periodicite: 'MENSUELLE',
  libellePeriodiciteDAIM: 'Mensuelle',
  icone: 'restaurant',
  ...overrides,
});

export const postesFixture = (): PosteAim[] =>
  (['ALIMENTATION', 'ARGENT_DE_POCHE', 'HABILLEMENT', 'EPARGNE', 'DETTE'] as const).map((p) => posteFixture(p));

/** Léo Durand, resident 30 of establishment 14. */
export const usagerResumeFixture = (overrides: Partial<UsagerResume> = {}): UsagerResume => ({
  usagerId: 30,
  etablissementId: 14,
  etatCivil: { nom: 'Durand', prenom: 'Léo', nomComplet: 'Léo Durand' },
  genre: 'M',
  status: 'Accueilli',
  ...overrides,
});

export const accueilFixture = (overrides: Partial<Accueil> = {}): Accueil => ({
  accueilId: 300,
  usagerAccueilli: { usagerId: 30 },
  serviceDAccueil: { serviceId: 5, nom: 'Foyer Les Tilleuls' },
  dispositif: null,
  dateDeDebutDAccueil: '2026-01-05',
  dateDeFinDAccueil: null,
  ...overrides,
});

export const usagerFixture = (overrides: Partial<Usager> = {}): Usager => ({
  ...usagerResumeFixture(),
  accueilActuel: accueilFixture(),
  accueilli: true,
  aideIndividuelleMensuelle: true,
  abilities: { voirFinances: true, creerAccueil: true },
  ...overrides,
});

export const ficheResumeFixture = (overrides: Partial<FicheAimResume> = {}): FicheAimResume => ({
  ficheAIMId: 70,
  usager: { usagerId: 30, nomComplet: 'Léo Durand' },
  etablissement: { etablissementId: 14 },
  service: { serviceId: 5, nom: 'Foyer Les Tilleuls' },
  mois: 3,
  annee: 2026,
  statut: 'EN_PREPARATION',
  modifiable: true,
  nombrePostes: 2,
  postes: ['ALIMENTATION', 'EPARGNE'],
  total: 150,
  ...overrides,
});

export const ligneFicheFixture = (
  posteAIMId: PosteAimId,
  montantInitial: number,
  montantFinal = montantInitial,
): LigneFiche => ({
  ligneFicheId: posteAIMId.length,
  poste: posteFixture(posteAIMId),
  montantInitial,
  montantFinal,
  operations: [],
});

export const ajustementFixture = (overrides: Partial<Ajustement> = {}): Ajustement => ({
  ajustementId: 90,
  explication: 'Sortie au cinéma avec le groupe',
  operations: [{ operationAIMId: 91, posteAIM: posteFixture('ARGENT_DE_POCHE'), montant: 10 }],
  postes: [posteFixture('ARGENT_DE_POCHE')],
  auteur: 'Charlotte Chef',
  creeLe: '2026-02-20T09:30:00.000Z',
  ...overrides,
});

export const ficheFixture = (overrides: Partial<FicheAim> = {}): FicheAim => ({
  ...ficheResumeFixture(),
  lignes: [
    ligneFicheFixture('ALIMENTATION', 120),
    ligneFicheFixture('EPARGNE', 30),
    ligneFicheFixture('DETTE', 0, -15),
  ],
  ajustements: [],
  existePrecedante: false,
  existeSuivante: false,
  abilities: { ajuster: true, demanderValidation: true, creerSuivante: false, preparerVersement: true },
  ...overrides,
});

export const mouvementFixture = (overrides: Partial<MouvementHistorique> = {}): MouvementHistorique => ({
  mouvementId: 500,
  dateApplication: '2026-02-01',
  posteAIMId: 'ALIMENTATION',
  montantMensuel: 120,
  typeDeMouvement: 'CREANCE',
  ficheAIMId: 69,
  versementId: null,
  ...overrides,
});

export const historiqueFixture = (overrides: Partial<HistoriqueUsager> = {}): HistoriqueUsager => ({
  usager: usagerFixture(),
  accueils: [accueilFixture()],
  soldes: [
    { poste: posteFixture('ALIMENTATION'), montant: 120 },
    { poste: posteFixture('EPARGNE'), montant: 0 },
    { poste: posteFixture('DETTE'), montant: -15 },
  ],
  totalSoldes: 105,
  fiches: [
    ficheResumeFixture(),
    ficheResumeFixture({ ficheAIMId: 69, mois: 2, statut: 'VALIDEE', modifiable: false, postes: ['DETTE'] }),
  ],
  mouvements: [
    {
      mois: 2,
      annee: 2026,
      mouvements: [
        mouvementFixture(),
        mouvementFixture({
          mouvementId: 501,
          posteAIMId: 'DETTE',
          montantMensuel: -15,
          typeDeMouvement: 'DETTE',
        }),
      ],
    },
  ],
  validationEnCours: null,
  ...overrides,
});

export const preparationFixture = (overrides: Partial<PreparationVersement> = {}): PreparationVersement => ({
  ficheAIMId: 70,
  fenetre: { debut: '2026-02-01', fin: '2026-02-28' },
  lignes: [
    { poste: posteFixture('ALIMENTATION'), montantInitial: 120, operations: [], montantParDefaut: 120 },
    { poste: posteFixture('EPARGNE'), montantInitial: 30, operations: [], montantParDefaut: 30 },
  ],
  ...overrides,
});

export const versementFixture = (overrides: Partial<Versement> = {}): Versement => ({
  versementId: 800,
  ficheAIMId: 70,
  dateDeVersement: '2026-02-10',
  montant: 120,
  accueil: { accueilId: 300 },
  moyenDePaiement: { moyenDePaiementId: 'ESPECE', libelle: 'Espèces' },
  verse: false,
  verseLe: null,
  lignesVersements: [{ ligneVersementId: 801, posteAIM: posteFixture('ALIMENTATION'), montant: 120 }],
  ...overrides,
});

export const modeleAimFixture = (overrides: Partial<ModeleAim> = {}): ModeleAim => ({
  serviceId: 5,
  postesAIMPrevus: [
    { modelePosteAIMId: 1, posteAIM: posteFixture('ALIMENTATION'), budgetParDefaut: 120, ordre: 1 },
    {
      modelePosteAIMId: 2,
      posteAIM: posteFixture('ARGENT_DE_POCHE', {
        periodicite: 'HEBDOMADAIRE',
        libellePeriodiciteDAIM: 'Hebdomadaire',
      }),
      budgetParDefaut: 10.5,
      ordre: 2,
    },
  ],
  totalBudgetMensuelMinimal: 162,
  totalBudgetMensuelMaximal: 172.5,
  abilities: { modifier: true },
  ...overrides,
});
