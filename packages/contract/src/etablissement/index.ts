export * from './etablissement.routes';
export * from './etablissement.schemas';
export * from './fiche-de-presence.schemas';
