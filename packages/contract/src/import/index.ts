export * from './import.routes';
export * from './import.schemas';
export * from './journal.schemas';
