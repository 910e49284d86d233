import { ajouterJours, jourIdDe, statutContrat } from '@roulement/contract';
import type { DbOrTx } from '../client';
import { buildCongesMultiples } from '../factories';
import type { contrat } from '../schema';
import type { DatesDemo } from './demo-dates';

type Contrat = typeof contrat.$inferInsert;

/** The `n`th weekday (Monday–Friday) from `debut` included, counting from 0. */
function jourOuvre(debut: string, n: number): string {
  let jour = debut;
  for (let restants = n; ; jour = ajouterJours(jour, 1)) {
    if (jourIdDe(jour) >= 6) continue;
    if (restants === 0) return jour;
    restants--;
  }
}

/**
 * Leave for the leave table of this month and the next (issue 12): every type, half days in the
 * morning and the afternoon, sick leave over paid leave. Only for employees under a running
 * contract begun before the reference period (their remainder covers the paid week), outside the
 * service the browser tests plan in (`candidats` says who).
 */
export async function seedDemoCongesApercu(
  tx: DbOrTx,
  candidats: readonly { employeId: number; congesDejaPoses: boolean }[],
  contrats: readonly Contrat[],
  d: DatesDemo,
): Promise<void> {
  const eligibles = candidats.filter(({ employeId }) => {
    const c = contrats.find((x) => x.employeId === employeId);
    return (
      c !== undefined &&
      c.contratTypeId !== 6 &&
      c.dateDebut < d.debutReference &&
      statutContrat({ dateDebut: c.dateDebut, dateFin: c.dateFin ?? null }, d.aujourdhui) === 'En cours'
    );
  });
  // The paid weeks go to those without leave yet, so that every balance stays positive.
  const ordre = [...eligibles].sort((x, y) => Number(x.congesDejaPoses) - Number(y.congesDejaPoses));
  const ids = ordre.map((x) => x.employeId);
  if (ids.length < 4) throw new Error('Démonstration : trop peu d’employés pour le tableau des congés');
  const [a, f, b, c] = ids as [number, number, number, number];
  const ce = d.premierDuMois(0);
  const suivant = d.premierDuMois(1);
  const jour = (employeId: number, congesTypeId: number, dateDebut: string, dateFin = dateDebut, demiJournee = 0) => ({
    employeId,
    congesTypeId,
    dateDebut,
    dateFin,
    demiJournee,
    dateDemande: ajouterJours(ce, -20),
  });
  await buildCongesMultiples(tx, [
    // A paid week with two days of sick leave over it.
    jour(a, 1, jourOuvre(ce, 5), jourOuvre(ce, 9)),
    jour(a, 4, jourOuvre(ce, 7), jourOuvre(ce, 8)),
    // Half days: a morning this month, an afternoon, and a morning and an afternoon on one day.
    jour(b, 7, jourOuvre(ce, 1), undefined, 1),
    jour(b, 7, jourOuvre(ce, 11), undefined, 2),
    jour(c, 7, jourOuvre(ce, 13), undefined, 1),
    jour(c, 5, jourOuvre(ce, 13), undefined, 2),
    // Exceptional leave and unpaid leave, this month and the next.
    jour(c, 5, jourOuvre(ce, 3), jourOuvre(ce, 4)),
    jour(c, 6, jourOuvre(suivant, 10), jourOuvre(suivant, 12)),
    // Next month: a paid week, sick leave over its end, a half day.
    jour(f, 1, jourOuvre(suivant, 2), jourOuvre(suivant, 6)),
    jour(f, 4, jourOuvre(suivant, 5), jourOuvre(suivant, 8)),
    jour(b, 7, jourOuvre(suivant, 4), undefined, 2),
  ]);
}
