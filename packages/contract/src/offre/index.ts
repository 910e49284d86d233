export * from './offre.routes';
export * from './offre.schemas';
