export * from './acquisition.schemas';
export * from './conges.routes';
export * from './conges.schemas';
export * from './regle-conges.schemas';
