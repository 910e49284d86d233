import { z } from 'zod';

/** Closed list of error codes; each maps to one HTTP status in `httpStatusOf`. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'INTERNAL_ERROR',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  INTERNAL_ERROR: 500,
};

export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS[code];
}

/** The service an error names (spec 3 §8: the sheet's hosting service without an AIM model). */
export const ServiceConcerneSchema = z.object({
  serviceId: z.number().int(),
  nom: z.string(),
  etablissementId: z.number().int(),
  chefDeService: z.object({ nomComplet: z.string(), email: z.string() }).nullable(),
});
export type ServiceConcerne = z.infer<typeof ServiceConcerneSchema>;

/** The one error envelope every failing call answers. */
export const ApiErrorSchema = z
  .object({
    statusCode: z.number().int().describe('Statut HTTP'),
    error: z.string().describe('Libellé HTTP du statut'),
    code: ErrorCodeSchema.describe("Code d'erreur stable"),
    message: z.string().describe("Message en français, affichable à l'utilisateur"),
    errors: z.array(z.string()).optional().describe('Liste des erreurs de formulaire'),
    fieldErrors: z.record(z.string(), z.string()).optional().describe('Erreur par champ (chemin du champ → message)'),
    exception: z
      .string()
      .optional()
      .describe("Nom d'une erreur métier que l'écran traite (ModeleAimManquantException)"),
    serviceConcerne: ServiceConcerneSchema.optional().describe("Le service sans modèle d'AIM"),
  })
  .describe('Erreur');
export type ApiError = z.infer<typeof ApiErrorSchema>;
