export * from './astreinte.routes';
export * from './astreinte.rules';
export * from './astreinte.schemas';
