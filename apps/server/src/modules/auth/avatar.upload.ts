import { AVATAR_MAX_OCTETS } from '@roulement/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

const FORMULAIRE_INVALIDE = 'Le formulaire envoyé est invalide ou incomplet (multipart/form-data attendu)';

/**
 * The bytes of the `avatar` field of a multipart form; undefined when the form holds no file.
 * Errors of the multipart parser itself (no boundary, body cut short) carry no code and would
 * have become a 500: they are the client's, so a 400. Coded ones (too large, not multipart)
 * keep their own status through the error handler.
 */
export async function lireFichierAvatar(request: FastifyRequest): Promise<Buffer | undefined> {
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_OCTETS, files: 1, fields: 5 } });
    if (!file) return undefined;
    if (file.fieldname !== 'avatar') {
      file.file.resume();
      throw new AppError('BAD_REQUEST', "Le fichier doit être envoyé dans le champ 'avatar'");
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError || (error as { code?: unknown }).code !== undefined) throw error;
    throw new AppError('BAD_REQUEST', FORMULAIRE_INVALIDE);
  }
}
