export * from './notification.routes';
export * from './notification.schemas';
