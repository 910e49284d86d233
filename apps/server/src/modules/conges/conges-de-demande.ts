import type { CongesBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { findEmployeScope } from '../employe/employe.lecture';
import type { CongesTypeRow } from './conges.repository';
import { insertConges } from './conges.repository';
import { preparer } from './conges.service';
import { avecControleDesSoldes, controlerSoldeSansEcrire } from './controle-soldes';

// Leave that comes from a request (issue 10): checked when asked, written when accepted.

type CongesBody = z.output<typeof CongesBodySchema>;

/**
 * The checks of POST /conges on a requested leave, without writing it: type, half day, days
 * counted, overlap, balance. Answers the type and the days, stored with the request.
 */
export async function verifierCongesDemande(
  tx: Tx,
  body: CongesBody,
): Promise<{ type: CongesTypeRow; nbJours: number }> {
  const { type, valeurs } = await preparer(tx, body);
  await controlerSoldeSansEcrire(tx, body.employeId, type, { date: body.dateDebut, nbJours: valeurs.nbJours });
  return { type, nbJours: valeurs.nbJours };
}

/**
 * Writes the leave of an accepted request, checked again on today's data (another leave or a
 * debit may have come since): a 409 then undoes the acceptance. The employee row is locked as
 * every balance change does. The unique index on `demandeCongesId` refuses a second leave.
 */
export async function poserCongesDeDemande(
  tx: Tx,
  actor: Actor,
  demande: CongesBody & { demandeCongesId: number; etablissementId: number },
): Promise<number> {
  await findEmployeScope(tx, demande.employeId, { verrou: true });
  const { type, valeurs } = await preparer(tx, demande);
  const cree = await avecControleDesSoldes(tx, demande.employeId, [type], () =>
    insertConges(tx, {
      ...valeurs,
      employeId: demande.employeId,
      dateDemande: todayInParis(),
      demandeCongesId: demande.demandeCongesId,
    }),
  );
  await journaliser(tx, actor, {
    entite: 'conges',
    entiteId: cree.id,
    action: 'CREATION',
    apres: { ...valeurs, demandeCongesId: demande.demandeCongesId },
    employeId: demande.employeId,
    etablissementId: demande.etablissementId,
  });
  return cree.id;
}
