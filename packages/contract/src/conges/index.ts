export * from './apercu.rules';
export * from './apercu.schemas';
export * from './conges.routes';
export * from './conges.schemas';
