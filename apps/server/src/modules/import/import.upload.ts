import { IMPORT_MAX_OCTETS } from '@roulement/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { FichierImport } from './sorte';

const FORMULAIRE_INVALIDE = 'Le formulaire envoyé est invalide ou incomplet (multipart/form-data attendu)';
const TROP_GROS = 'Le fichier dépasse 10 Mo : découpez-le en plusieurs imports';
const SANS_FICHIER = "Aucun fichier reçu : joignez-le dans le champ 'fichier'";
const CORRESPONDANCE_INVALIDE = 'La correspondance des colonnes est invalide';

const ColonnesSchema = z.array(z.string().nullable()).max(100);

/** The mapping names only columns of the kind's template (or null, an ignored header). */
function lireColonnes(valeur: unknown, permises: readonly string[]): (string | null)[] | undefined {
  if (typeof valeur !== 'string' || valeur === '') return undefined;
  try {
    const lues = ColonnesSchema.safeParse(JSON.parse(valeur));
    if (lues.success && lues.data.every((c) => c === null || permises.includes(c))) return lues.data;
  } catch {
    // Not JSON: the same answer as a JSON of the wrong shape.
  }
  throw new AppError('BAD_REQUEST', CORRESPONDANCE_INVALIDE);
}

/**
 * The `fichier` part of the form and the optional `colonnes` field (the mapping, as JSON), sent
 * before the file. A file over 10 MB is refused while it streams in, never held whole.
 */
export async function lireFichierImport(request: FastifyRequest, permises: readonly string[]): Promise<FichierImport> {
  let colonnes: (string | null)[] | undefined;
  try {
    for await (const partie of request.parts({ limits: { fileSize: IMPORT_MAX_OCTETS, files: 1, fields: 5 } })) {
      if (partie.type === 'field') {
        if (partie.fieldname === 'colonnes') colonnes = lireColonnes(partie.value, permises);
        continue;
      }
      if (partie.fieldname !== 'fichier') {
        partie.file.resume();
        throw new AppError('BAD_REQUEST', SANS_FICHIER);
      }
      const octets = await partie.toBuffer();
      if (partie.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TROP_GROS);
      return { nom: partie.filename.slice(0, 200), octets, colonnes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', TROP_GROS);
    if ((error as { code?: unknown }).code !== undefined) throw error;
    throw new AppError('BAD_REQUEST', FORMULAIRE_INVALIDE);
  }
  throw new AppError('BAD_REQUEST', SANS_FICHIER);
}
