export * from './organisation';
export * from './utilisateur';
