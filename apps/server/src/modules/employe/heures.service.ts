import type { Employe, HeuresCreditBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { ficheDe, loadEmploye } from './employe.service';
import { insertHeureCredit } from './heures.repository';

/**
 * POST /employe/{id}/soldeRecup/credit: an hours credit (nbHeures > 0) or debit (< 0) of the
 * recovery balance, stored in minutes. The recovery balance may go below zero (hours owed).
 */
export async function crediterHeures(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof HeuresCreditBodySchema>,
): Promise<Employe> {
  if (body.employeId !== undefined && body.employeId !== id) {
    throw badRequest("L'identifiant du corps ne correspond pas à celui du chemin");
  }
  const minutes = Math.round(body.nbHeures * 60);
  if (minutes === 0)
    throw badRequest('Entrez au moins une minute', { fieldErrors: { nbHeures: 'Entrez au moins une minute' } });
  return db.transaction(async (tx) => {
    const scope = await loadEmploye(tx, actor, id, 'soldes', { verrou: true });
    const valeurs = {
      employeId: id,
      date: body.dateDapplication,
      minutes,
      raison: body.raison,
      commentaire: body.commentaire || null,
    };
    await journaliser(tx, actor, {
      entite: 'heure_credit',
      entiteId: await insertHeureCredit(tx, valeurs),
      action: 'CREDIT',
      apres: valeurs,
      employeId: id,
      etablissementId: scope.etablissement.etablissementId,
    });
    return ficheDe(tx, actor, id);
  });
}
