export * from './historique.routes';
export * from './historique.schemas';
