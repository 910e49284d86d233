export * from './conges';
export * from './organisation';
export * from './planning';
export * from './utilisateur';
