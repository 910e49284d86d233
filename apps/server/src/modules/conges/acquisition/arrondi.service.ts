import type { ResultatCredit } from '@roulement/contract';
import type { Db } from '../../../db/client';
import { arrondiAnnuel } from './acquisition';
import { insertCreditsDePeriode, sommerCreditsDesPeriodes } from './acquisition.repository';
import { moisDeAnneeConges, periodeArrondi } from './periodes';

const CONGES_PAYES = 1;

/**
 * Closes the paid leave of the leave year starting 1 June `annee` (decision 077): each employee
 * whose monthly credits of that year do not make a whole number of days gets the rest up to the
 * next day, dated 31 May, in one transaction. Written once per employee and year (the ledger's
 * unique key), so the daily job may run it every day after the year's close.
 */
export async function crediterArrondiAnnuel(db: Db, annee: number): Promise<ResultatCredit> {
  const p = periodeArrondi(annee);
  return db.transaction(async (tx) => {
    const sommes = await sommerCreditsDesPeriodes(
      tx,
      CONGES_PAYES,
      moisDeAnneeConges(annee).map((m) => m.cle),
    );
    const lignes = sommes.flatMap(({ employeId, total, regleCongesId }) => {
      const nbJours = arrondiAnnuel(total);
      return nbJours > 0 && regleCongesId !== null ? [{ employeId, nbJours, regleCongesId, total }] : [];
    });
    const ecrits = await insertCreditsDePeriode(
      tx,
      { congesTypeId: CONGES_PAYES, periode: p.cle, date: p.fin, dateExpiration: null },
      lignes.map((l) => ({
        ...l,
        commentaire: `Arrondi des congés payés ${annee}-${annee + 1} : ${String(l.total).replace('.', ',')} jours acquis`,
      })),
    );
    return {
      periode: p.cle,
      employesCredites: ecrits.length,
      dejaCredites: lignes.length - ecrits.length,
      totalJours: Math.round(ecrits.reduce((n, l) => n + l.nbJours, 0) * 100) / 100,
    };
  });
}
