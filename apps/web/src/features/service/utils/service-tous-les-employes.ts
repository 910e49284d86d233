import {
  ABILITIES_SERVICE_TOUS_LES_EMPLOYES,
  type Etablissement,
  type Membre,
  NOM_SERVICE_TOUS_LES_EMPLOYES,
  SERVICE_TOUS_LES_EMPLOYES,
  type Service,
} from '@roulement/contract';

/**
 * Service 0 (decision 020) is never stored: it is the whole staff of the current establishment,
 * shown like a read-only service so the detail screen treats it like any other.
 */
export function serviceTousLesEmployes(etablissement: Etablissement, membres: Membre[]): Service {
  const { etablissementId, raisonSociale, siegeSocialId, granulariteMinutes, aideIndividuelleMensuelle } =
    etablissement;
  return {
    serviceId: SERVICE_TOUS_LES_EMPLOYES,
    nom: NOM_SERVICE_TOUS_LES_EMPLOYES,
    chefDeService: null,
    etablissement: { etablissementId, raisonSociale, siegeSocialId, granulariteMinutes, aideIndividuelleMensuelle },
    dateFermeture: null,
    heuresSurJoursFeriesAutomatiques: false,
    validationAutonome: false,
    dateDernierExportElementsPaye: null,
    membres,
    abilities: ABILITIES_SERVICE_TOUS_LES_EMPLOYES,
  };
}
