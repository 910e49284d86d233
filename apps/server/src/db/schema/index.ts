export * from './conges';
export * from './historique';
export * from './organisation';
export * from './planning';
export * from './utilisateur';
