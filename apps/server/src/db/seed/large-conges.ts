import { ajouterJours } from '@roulement/contract';
import { finDeTrimestre, todayInParis } from '../../lib/dates';
import type { DbOrTx } from '../client';
import { buildCongesCredits, buildCongesMultiples, buildHeureCredits } from '../factories';
import { datesDemo } from './demo-dates';
import { congesDeLAnnee } from './large-conges-annee';

/**
 * Leave data of the benchmark set: for every employee, the paid leave of the reference period and
 * this quarter's days as credits, a year of leave (large-conges-annee.ts: every month measured by
 * the bench is a loaded one), and an hours credit — written set by set, in chunks, not row by row;
 * the builders count each leave's days by its type.
 */
export async function seedLargeConges(tx: DbOrTx, employeIds: number[]): Promise<void> {
  const d = datesDemo(todayInParis());
  const debutTrimestre = d.premierDuMois(-((Number(d.aujourdhui.slice(5, 7)) - 1) % 3));
  await buildCongesCredits(
    tx,
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
  );
  await buildCongesMultiples(tx, congesDeLAnnee(employeIds, d));
  await buildHeureCredits(
    tx,
    employeIds.map((employeId, i) => ({
      employeId,
      date: ajouterJours(d.lundi(-2), i % 5),
      minutes: 30 * ((i % 7) - 3) || 60,
      raison: 'RÉGULARISATION' as const,
    })),
  );
}
