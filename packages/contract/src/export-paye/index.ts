export * from './export-paye.routes';
export * from './export-paye.schemas';
