import { abilitiesService, type Membre, type Service, type Utilisateur } from '@roulement/contract';

/** A member's overrides; `prenom` and `nom` name its employee and user (employeId and utilisateurId follow membreId). */
export type MembreOverrides = Partial<Membre> & Partial<Pick<Utilisateur, 'prenom' | 'nom'>>;

/** Julie Dupont, titulaire of service 3 (establishment 14). */
export const membreFixture = (overrides: MembreOverrides = {}): Membre => {
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

/** Service 3 of establishment 14 with a titulaire and a replacement, seen by its head. */
export const serviceFixture = (overrides: Partial<Service> = {}): Service => ({
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
  abilities: abilitiesDe(['ROLE_CHEF_DE_SERVICE_3', 'ROLE_SALARIE_14']),
  ...overrides,
});

/** The abilities the server gives to `roles` on service 3 (or on `service`). */
export function abilitiesDe(
  roles: string[],
  service: Pick<Service, 'serviceId' | 'etablissement'> = { serviceId: 3, etablissement },
): Service['abilities'] {
  return abilitiesService({ username: 'test@demo.test', roles }, service);
}
