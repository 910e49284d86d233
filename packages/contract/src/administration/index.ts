export * from './administration.routes';
export * from './administration.schemas';
