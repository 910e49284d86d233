export * from './etablissement.routes';
export * from './etablissement.schemas';
