import { dateFr } from '@roulement/contract';
import type { CongesTypeRow } from './conges.repository';

interface Periode {
  dateDebut: string;
  dateFin: string;
  demiJournee: number;
}

/** A morning and an afternoon of the same day do not overlap. */
function demiJourneesComplementaires(a: Periode, b: Periode): boolean {
  return (
    a.dateDebut === a.dateFin &&
    b.dateDebut === b.dateFin &&
    a.dateDebut === b.dateDebut &&
    a.demiJournee !== 0 &&
    b.demiJournee !== 0 &&
    a.demiJournee !== b.demiJournee
  );
}

/**
 * Spec §5: days holding another leave of the employee cannot be taken again, unless the NEW
 * leave's type allows overlapping (illness, id 4). What lies there already does not matter: paid
 * leave is refused on days of sick leave, as the form refuses them. Answers the leave in the way.
 */
export function congesEnConflit<T extends { conges: Periode }>(
  type: Pick<CongesTypeRow, 'chevauchementAutorise'>,
  periode: Periode,
  autres: readonly T[],
): T | undefined {
  if (type.chevauchementAutorise) return undefined;
  return autres.find((a) => !demiJourneesComplementaires(a.conges, periode));
}

export function messageChevauchement(label: string, p: Periode): string {
  const dates =
    p.dateDebut === p.dateFin ? `du ${dateFr(p.dateDebut)}` : `du ${dateFr(p.dateDebut)} au ${dateFr(p.dateFin)}`;
  return `Ce congé chevauche le congé « ${label} » ${dates}`;
}
