import { texteDatesContrat } from '@roulement/contract';
import { todayInParis } from '../../lib/dates';

const FIN_DES_TEMPS = '9999-12-31';

export interface PeriodeContrat {
  dateDebut: string;
  dateFin: string | null;
}

/** An employee holds one contract at a time: the first of `autres` meeting the period, if any. */
export function contratChevauchant<T extends PeriodeContrat>(
  autres: readonly T[],
  periode: PeriodeContrat,
): T | undefined {
  const fin = periode.dateFin ?? FIN_DES_TEMPS;
  return autres.find((c) => c.dateDebut <= fin && (c.dateFin ?? FIN_DES_TEMPS) >= periode.dateDebut);
}

/** « Ce contrat chevauche le contrat CDD du 01/01/2026 au 30/06/2026 », as the form and the import say it. */
export function texteChevauchement(autre: PeriodeContrat & { acronyme: string }): string {
  const dates = texteDatesContrat(autre, todayInParis());
  return `Ce contrat chevauche le contrat ${autre.acronyme} ${dates.charAt(0).toLowerCase()}${dates.slice(1)}`;
}
