import type { Association, AssociationCreationBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { findAssociation, insertAssociation, listAssociations } from './association.repository';

type Row = Omit<Association, 'SIREN'>;
/** Spec §3 « siren (also SIREN) »: both spellings. */
const toAssociation = (row: Row): Association => ({ ...row, SIREN: row.siren });

export async function listerAssociations(db: Db): Promise<Association[]> {
  return (await listAssociations(db)).map(toAssociation);
}

export async function lireAssociation(db: Db, associationId: number): Promise<Association> {
  const row = await findAssociation(db, associationId);
  if (!row) throw notFound('Association introuvable');
  return toAssociation(row);
}

export function creerAssociation(
  db: Db,
  actor: Actor,
  body: z.output<typeof AssociationCreationBodySchema>,
): Promise<Association> {
  return db.transaction(async (tx) => {
    const row = await insertAssociation(tx, {
      nom: body.nom,
      siren: body.SIREN,
      finessSiegeSocial: body.FINESS,
      extensionSiretSiegeSocial: body.SIRET,
    });
    await journaliser(tx, actor, {
      entite: 'association',
      entiteId: row.associationId,
      action: 'CREATION',
      apres: { ...row },
      employeId: null,
      etablissementId: null,
    });
    return toAssociation(row);
  });
}
