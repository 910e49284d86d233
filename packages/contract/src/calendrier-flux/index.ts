export * from './calendrier-flux.routes';
export * from './calendrier-flux.schemas';
