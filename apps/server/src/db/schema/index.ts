export * from './administration';
export * from './auth';
export * from './conges';
export * from './employe';
export * from './etablissement';
export * from './planning';
export * from './service';
