import type { Authentification, Etablissement } from '@roulement/contract';

export const etablissementFixture = (overrides: Partial<Etablissement> = {}): Etablissement => ({
  etablissementId: 6,
  associationId: 2,
  raisonSociale: 'Foyer des Tilleuls',
  numeroFINESS: null,
  numeroSIRET: null,
  siegeSocialId: 1,
  granulariteMinutes: 15,
  directeur: null,
  aideIndividuelleMensuelle: false,
  exportPaye: false,
  urlApplicationUsagers: null,
  ...overrides,
});

export const sessionFixture = (roles: string[], username = 'salarie@demo.test'): Authentification => ({
  tokenType: 'Bearer',
  accessToken: 'jeton-de-test',
  username,
  roles,
  utilisateurId: 7,
});
