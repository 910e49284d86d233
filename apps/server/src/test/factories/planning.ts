export * from '../../db/factories/planning';
