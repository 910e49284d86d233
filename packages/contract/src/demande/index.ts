export * from './demande.routes';
export * from './demande.schemas';
