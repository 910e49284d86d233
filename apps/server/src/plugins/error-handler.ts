import { type ErrorCode, httpStatusOf } from '@roulement/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageDeConflit } from '../db/errors';
import { AppError, type ErrorDetails } from '../lib/errors';

const HTTP_LABELS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

const PARTS: Record<string, string> = {
  body: 'corps',
  querystring: 'paramètres de requête',
  params: 'paramètres de chemin',
  headers: 'en-têtes',
};

/** Fastify's own client errors, with a French message. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Le corps de la requête n’est pas un JSON valide' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'Le corps de la requête est vide' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Type de contenu non pris en charge' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Longueur de contenu invalide' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Le corps de la requête est trop volumineux' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Le fichier est trop volumineux' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Un formulaire multipart est attendu',
  },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Trop de parties dans le formulaire' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Trop de fichiers dans le formulaire' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Trop de champs dans le formulaire' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_ERROR', message: 'Requête invalide' },
};

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, details: ErrorDetails = {}) {
  const statusCode = httpStatusOf(code);
  return reply.status(statusCode).send({
    statusCode,
    error: HTTP_LABELS[statusCode] ?? 'Error',
    code,
    message,
    ...details,
  });
}

/** The one place where every failure becomes the error envelope (ARCHITECTURE.md §4.5). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.message, error.details);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      const errors: string[] = [];
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const message = issue.message ?? 'Valeur invalide';
        fieldErrors[path] ??= message;
        if (!errors.includes(message)) errors.push(message);
      }
      const part = PARTS[error.validationContext ?? 'body'] ?? 'requête';
      return sendError(reply, 'VALIDATION_ERROR', `Requête invalide (${part}) : ${errors.join(' ; ')}`, {
        errors,
        fieldErrors,
      });
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', 'Requête invalide');
    }
    const conflit = messageDeConflit(error);
    if (conflit) {
      request.log.info({ err: error }, 'write refused by the database');
      return sendError(reply, 'CONFLICT', conflit);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 'INTERNAL_ERROR', 'Une erreur interne est survenue');
  });
}
