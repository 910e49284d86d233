export * from './delegation.schemas';
export * from './demande.routes';
export * from './demande.schemas';
