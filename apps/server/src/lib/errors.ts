import type { ErrorCode, ServiceConcerne } from '@roulement/contract';

/** What an error may carry beside its message (the envelope's optional fields). */
export interface ErrorDetails {
  errors?: string[];
  fieldErrors?: Record<string, string>;
  /** A named business error the screen handles (spec 3 §8: ModeleAimManquantException). */
  exception?: string;
  serviceConcerne?: ServiceConcerne;
}

/** A domain error: the code decides the HTTP status (one table, in the contract). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
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
