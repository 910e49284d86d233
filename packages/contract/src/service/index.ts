export * from './membre.routes';
export * from './membre.schemas';
export * from './service.access';
export * from './service.routes';
export * from './service.rules';
export * from './service.schemas';
