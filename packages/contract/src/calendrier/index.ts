export * from './calendrier.routes';
export * from './calendrier.schemas';
