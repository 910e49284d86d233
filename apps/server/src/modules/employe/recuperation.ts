import type { DetailRecuperationJour, EcartPlanning, HeureCredit, Recuperations } from '@roulement/contract';

/**
 * The recovery balance (DOMAIN.md, Hours), in minutes: the initial balance, plus hours credits and
 * debits, plus planning deviations (extra hours +, training outside contract time +, recovery −).
 * Deviations come from the planning's slots; until they exist the caller passes an empty list.
 * "À date" counts the items dated up to today, "total" every item. The details are grouped by
 * date: past days newest first, days to come soonest first.
 */
export function calculerRecuperations(
  soldeRecupInitial: number,
  credits: readonly HeureCredit[],
  ecarts: readonly EcartPlanning[],
  aujourdhui: string,
): Recuperations {
  const parDate = new Map<string, DetailRecuperationJour>();
  const jour = (date: string) => {
    let detail = parDate.get(date);
    if (!detail) {
      detail = { solde: 0, credits: [], ecarts: [] };
      parDate.set(date, detail);
    }
    return detail;
  };
  for (const credit of credits) {
    const detail = jour(credit.date);
    detail.credits.push(credit);
    detail.solde += credit.soldeEnMinute;
  }
  for (const ecart of ecarts) {
    const detail = jour(ecart.date);
    detail.ecarts.push(ecart);
    detail.solde += ecart.soldeEnMinute;
  }

  const dates = [...parDate.keys()].sort();
  const detailsParDatePasse: Record<string, DetailRecuperationJour> = {};
  const detailsParDateAVenir: Record<string, DetailRecuperationJour> = {};
  let passe = 0;
  let aVenir = 0;
  for (const date of dates.filter((d) => d <= aujourdhui).reverse()) {
    const detail = parDate.get(date)!;
    detailsParDatePasse[date] = detail;
    passe += detail.solde;
  }
  for (const date of dates.filter((d) => d > aujourdhui)) {
    const detail = parDate.get(date)!;
    detailsParDateAVenir[date] = detail;
    aVenir += detail.solde;
  }
  return {
    soldeRecupInitial,
    soldeDeRecuperationADate: soldeRecupInitial + passe,
    soldeDeRecuperationTotal: soldeRecupInitial + passe + aVenir,
    detailsParDateAVenir,
    detailsParDatePasse,
  };
}
