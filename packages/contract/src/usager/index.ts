export * from './fiche-aim.schemas';
export * from './modele-aim.schemas';
export * from './montant';
export * from './usager.constants';
export * from './usager.routes';
export * from './usager.rules';
export * from './usager.schemas';
export * from './versement.schemas';
