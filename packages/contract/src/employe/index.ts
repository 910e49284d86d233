export * from './employe.routes';
export * from './employe.rules';
export * from './employe.schemas';
