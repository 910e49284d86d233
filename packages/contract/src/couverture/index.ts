export * from './couverture.routes';
export * from './couverture.schemas';
export * from './regle-travail.schemas';
