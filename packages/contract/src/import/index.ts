export * from './import.routes';
export * from './import.schemas';
