export * from './acquisition.schemas';
export * from './apercu.rules';
export * from './apercu.schemas';
export * from './conges.routes';
export * from './conges.schemas';
export * from './regle-conges.schemas';
