export * from './conges.routes';
export * from './conges.schemas';
