export * from './administration';
export * from './auth';
export * from './conges';
export * from './employe';
export * from './etablissement';
export * from './historique';
export * from './planning';
export * from './service';
