export * from './sante.routes';
