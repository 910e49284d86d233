import type { PreferenceRemplacement } from '@roulement/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { findPreference, findPreferencePourMaj, upsertPreference } from './preference.repository';

/** A profile setting is the user's own: anyone else's does not exist for the actor. */
function assertSoiMeme(actor: Actor, utilisateurId: number) {
  if (actor.utilisateurId !== utilisateurId) throw notFound('Utilisateur introuvable');
}

/** GET /couverture/utilisateur/{id}/preference. */
export async function lirePreference(db: DbOrTx, actor: Actor, utilisateurId: number): Promise<PreferenceRemplacement> {
  assertSoiMeme(actor, utilisateurId);
  return { autresEtablissements: await findPreference(db, utilisateurId) };
}

/** PUT /couverture/utilisateur/{id}/preference: whether the other establishments may ask me. */
export async function modifierPreference(
  db: Db,
  actor: Actor,
  utilisateurId: number,
  body: PreferenceRemplacement,
): Promise<PreferenceRemplacement> {
  assertSoiMeme(actor, utilisateurId);
  return db.transaction(async (tx) => {
    const avant = await findPreferencePourMaj(tx, utilisateurId);
    if (avant === body.autresEtablissements) return body;
    await upsertPreference(tx, utilisateurId, body.autresEtablissements);
    await journaliser(tx, actor, {
      entite: 'utilisateur',
      entiteId: utilisateurId,
      action: 'MODIFICATION',
      avant: { remplacementsAutresEtablissements: avant },
      apres: { remplacementsAutresEtablissements: body.autresEtablissements },
      employeId: null,
      etablissementId: null,
    });
    return body;
  });
}
