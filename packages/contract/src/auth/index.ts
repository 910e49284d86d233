export * from './auth.routes';
export * from './auth.schemas';
