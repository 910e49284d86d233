export * from './auth.routes';
export * from './auth.schemas';
export * from './lien.schemas';
