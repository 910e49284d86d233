import { abilitiesService, type Membre, type RoleHolder, type Service } from '@roulement/contract';

export const membreFixture = (overrides: Partial<Membre> & { prenom?: string; nom?: string } = {}): Membre => {
  const { prenom = 'Julie', nom = 'Dupont', ...rest } = overrides;
  const nomComplet = `${prenom} ${nom}`;
  const membreId = rest.membreId ?? 31;
  return {
    membreId,
    serviceId: 3,
    couleur: '#90CAF9',
    heuresHebdo: 35,
    titulaire: true,
    nomComplet,
    dateFin: null,
    employe: {
      employeId: membreId + 100,
      nomComplet,
      etablissement: { etablissementId: 14 },
      utilisateur: { utilisateurId: membreId + 200, prenom, nom, nomComplet },
      indisponibilites: [],
    },
    ...rest,
  };
};

const etablissement = {
  etablissementId: 14,
  raisonSociale: 'Foyer Les Cèdres',
  siegeSocialId: 1,
  granulariteMinutes: 15,
  aideIndividuelleMensuelle: true,
};

/** A service of establishment 14 whose abilities are those the server gives to `roles`. */
export const serviceFixture = (roles: string[], overrides: Partial<Service> = {}): Service => {
  const user: RoleHolder = { username: 'test@demo.test', roles };
  return {
    serviceId: 3,
    nom: 'Foyer Les Cèdres',
    chefDeService: { employeId: 103, utilisateurId: 203, nomComplet: 'Charlotte Chef' },
    etablissement,
    dateFermeture: null,
    heuresSurJoursFeriesAutomatiques: false,
    validationAutonome: false,
    dateDernierExportElementsPaye: null,
    membres: [
      membreFixture(),
      membreFixture({ membreId: 32, prenom: 'Karim', nom: 'Thomas', titulaire: false, heuresHebdo: 17.5 }),
    ],
    abilities: abilitiesService(user, { serviceId: 3, etablissement }),
    ...overrides,
  };
};
