import type { ErrorCode } from '@roulement/contract';

/** A domain error: the code decides the HTTP status (one table, in the contract). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { errors?: string[]; fieldErrors?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Ressource introuvable') => new AppError('NOT_FOUND', message);
export const forbidden = (message = "Vous n'avez pas le droit d'effectuer cette action") =>
  new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, details?: AppError['details']) =>
  new AppError('BAD_REQUEST', message, details);
