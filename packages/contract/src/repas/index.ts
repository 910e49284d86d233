export * from './repas.routes';
export * from './repas.schemas';
