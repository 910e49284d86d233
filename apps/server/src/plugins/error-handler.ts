import type { Socket } from 'node:net';
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
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
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

function enveloppe(code: ErrorCode, message: string, details: ErrorDetails = {}) {
  const statusCode = httpStatusOf(code);
  return { statusCode, error: HTTP_LABELS[statusCode] ?? 'Error', code, message, ...details };
}

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, details: ErrorDetails = {}) {
  const corps = enveloppe(code, message, details);
  return reply.status(corps.statusCode).send(corps);
}

/** What Node's HTTP parser refuses before Fastify sees a request. */
const ERREURS_DE_CONNEXION: Record<string, { code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    code: 'HEADERS_TOO_LARGE',
    message: 'L’adresse ou les en-têtes de la requête sont trop longs',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'REQUEST_TIMEOUT', message: 'La requête a mis trop de temps à arriver' },
};

/**
 * Fastify's `clientErrorHandler`: the same envelope, in French, for a request the parser refused
 * (a 17,000-character search answered 431 in English). Only a socket is left to write to.
 */
export function repondreErreurDeConnexion(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const connue = ERREURS_DE_CONNEXION[error.code ?? ''] ?? { code: 'BAD_REQUEST', message: 'Requête invalide' };
  const corps = enveloppe(connue.code, connue.message);
  const texte = JSON.stringify(corps);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${corps.statusCode} ${corps.error}\r\nContent-Length: ${Buffer.byteLength(texte)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${texte}`,
    );
  }
  socket.destroy(error);
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
