import { ajouterJours } from '@roulement/contract';
import { finDeTrimestre, todayInParis } from '../../lib/dates';
import { compterJours } from '../../modules/conges/decompte';
import type { DbOrTx } from '../client';
import { conges, congesCredit, heureCredit } from '../schema';
import { datesDemo } from './demo-dates';

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Leave data of the benchmark set: for every employee, the paid leave of the reference period and
 * this quarter's days as credits, one past and one planned week of leave, and an hours credit —
 * written set by set, in chunks, not row by row.
 */
export async function seedLargeConges(tx: DbOrTx, employeIds: number[]): Promise<void> {
  const d = datesDemo(todayInParis());
  const debutTrimestre = d.premierDuMois(-((Number(d.aujourdhui.slice(5, 7)) - 1) % 3));
  const passe = { dateDebut: d.lundi(-6), dateFin: ajouterJours(d.lundi(-6), 4), demiJournee: 0 };
  const futur = { dateDebut: d.lundi(5), dateFin: ajouterJours(d.lundi(5), 4), demiJournee: 0 };
  const jours = compterJours('OUVRABLES', passe);
  const joursFutur = compterJours('OUVRABLES', futur);
  await insertChunks(
    employeIds.flatMap((employeId) => [
      { employeId, congesTypeId: 1, date: d.debutReference, nbJours: 25, exceptionnel: false, commentaire: 'Reliquat' },
      {
        employeId,
        congesTypeId: 2,
        date: debutTrimestre,
        nbJours: 6,
        exceptionnel: false,
        dateExpiration: finDeTrimestre(debutTrimestre),
      },
    ]),
    (chunk) => tx.insert(congesCredit).values(chunk),
  );
  await insertChunks(
    employeIds.flatMap((employeId, i) => [
      { employeId, congesTypeId: 1, ...passe, nbJours: jours, dateDemande: d.lundi(-9) },
      // One in four is on sick leave next month rather than on paid leave.
      i % 4 === 0
        ? {
            employeId,
            congesTypeId: 4,
            ...futur,
            nbJours: compterJours('CALENDAIRES', futur),
            dateDemande: d.aujourdhui,
          }
        : { employeId, congesTypeId: 1, ...futur, nbJours: joursFutur, dateDemande: d.aujourdhui },
    ]),
    (chunk) => tx.insert(conges).values(chunk),
  );
  await insertChunks(
    employeIds.map((employeId, i) => ({
      employeId,
      date: ajouterJours(d.lundi(-2), i % 5),
      minutes: 30 * ((i % 7) - 3) || 60,
      raison: 'RÉGULARISATION' as const,
    })),
    (chunk) => tx.insert(heureCredit).values(chunk),
  );
}
