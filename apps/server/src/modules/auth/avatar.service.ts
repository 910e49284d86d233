import { AVATAR_MAX_OCTETS, type Utilisateur } from '@roulement/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { readAvatar, saveAvatar } from './auth.repository';
import { loadEditable, loadVisible, toUtilisateur } from './auth.service';
import { defaultAvatar, isPng } from './default-avatar';

export async function lireAvatar(db: Db, actor: Actor, id: number): Promise<Buffer> {
  const row = await loadVisible(db, actor, id);
  return (await readAvatar(db, id)) ?? defaultAvatar(row.genre);
}

/** Permission first, then the upload is read: a refused caller never gets to send the file. */
export async function enregistrerAvatar(
  db: Db,
  actor: Actor,
  id: number,
  readImage: () => Promise<Buffer | undefined>,
): Promise<Utilisateur> {
  const row = await loadEditable(db, actor, id);
  const image = await readImage();
  if (!image || image.length === 0) throw new AppError('BAD_REQUEST', "Le champ 'avatar' (image PNG) est obligatoire");
  if (image.length > AVATAR_MAX_OCTETS) throw new AppError('PAYLOAD_TOO_LARGE', "L'image dépasse 1 Mo");
  if (!isPng(image)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', "L'avatar doit être une image PNG");
  await db.transaction(async (tx) => {
    await saveAvatar(tx, id, image);
    await journaliser(tx, actor, {
      entite: 'utilisateur',
      entiteId: id,
      action: 'MODIFICATION',
      apres: { avatar: `image PNG de ${image.length} octets` },
      employeId: null,
      etablissementId: null,
    });
  });
  return toUtilisateur(db, row);
}
