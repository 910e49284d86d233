/**
 * The balance of a leave type as a ledger (DOMAIN.md, Leave and balances;
 * docs/decisions/004-soldes-de-conges.md):
 * - a credit (nbJours > 0) is a lot, usable from its date through its expiry date included;
 *   what is left of it after that day is lost;
 * - a debit (nbJours < 0) and a leave of the type consume days, the leave on its first day;
 * - consumption takes from the oldest lot still valid first (FIFO); without any, the balance goes
 *   below zero and the next credits first make up for it.
 * Amounts are handled in hundredths of a day, so that sums stay exact.
 */

export interface CreditDeSolde {
  date: string;
  nbJours: number;
  dateExpiration: string | null;
}

interface Consommation {
  date: string;
  nbJours: number;
}

export interface Solde {
  /** Balance today: movements dated up to today, credits expired before today lost. */
  solde: number;
  /**
   * Balance once every known movement has happened (leave already planned included), on the
   * date of the last one (or today), with the expiries up to that date.
   */
  soldeFutur: number;
  /** Days lost to expiry by that date. */
  joursPerdus: number;
}

const centiemes = (jours: number) => Math.round(jours * 100);
const jours = (c: number) => c / 100;

interface Lot {
  reste: number;
  expiration: string | null;
}

interface Mouvement {
  date: string;
  /** Hundredths of a day; > 0 a credit, < 0 a consumption. */
  montant: number;
  expiration: string | null;
}

/** Runs the movements dated up to `jusquAu` included, in order; answers the balance on that day. */
function derouler(mouvements: readonly Mouvement[], jusquAu: string): { solde: number; perdus: number } {
  const lots: Lot[] = [];
  let deficit = 0;
  let perdus = 0;
  const expirerAvant = (date: string) => {
    for (let i = lots.length - 1; i >= 0; i--) {
      const lot = lots[i]!;
      if (lot.expiration !== null && lot.expiration < date) {
        perdus += lot.reste;
        lots.splice(i, 1);
      }
    }
  };
  for (const m of mouvements) {
    if (m.date > jusquAu) break;
    expirerAvant(m.date);
    if (m.montant > 0) {
      const couvert = Math.min(deficit, m.montant);
      deficit -= couvert;
      if (m.montant > couvert) lots.push({ reste: m.montant - couvert, expiration: m.expiration });
      continue;
    }
    let aPrendre = -m.montant;
    // Lots are kept in date order: the first is the oldest.
    while (aPrendre > 0 && lots.length > 0) {
      const lot = lots[0]!;
      const pris = Math.min(lot.reste, aPrendre);
      lot.reste -= pris;
      aPrendre -= pris;
      if (lot.reste === 0) lots.shift();
    }
    deficit += aPrendre;
  }
  expirerAvant(jusquAu);
  return { solde: lots.reduce((n, l) => n + l.reste, 0) - deficit, perdus };
}

export function calculerSolde(
  credits: readonly CreditDeSolde[],
  consommations: readonly Consommation[],
  aujourdhui: string,
): Solde {
  const mouvements: Mouvement[] = [
    ...credits.map((c) => ({
      date: c.date,
      montant: centiemes(c.nbJours),
      // An expiry on a debit means nothing.
      expiration: c.nbJours > 0 ? c.dateExpiration : null,
    })),
    ...consommations.map((c) => ({ date: c.date, montant: -centiemes(c.nbJours), expiration: null })),
  ].filter((m) => m.montant !== 0);
  // Date order; on one day the credits come first, so that a credit dated today serves today.
  mouvements.sort((a, b) => a.date.localeCompare(b.date) || Number(b.montant > 0) - Number(a.montant > 0));
  const dernier = mouvements.at(-1)?.date ?? aujourdhui;
  const horizon = dernier > aujourdhui ? dernier : aujourdhui;
  const present = derouler(mouvements, aujourdhui);
  const futur = derouler(mouvements, horizon);
  return { solde: jours(present.solde), soldeFutur: jours(futur.solde), joursPerdus: jours(futur.perdus) };
}

/**
 * DOMAIN.md: a leave or a debit must not leave the future balance negative. A change that leaves
 * it negative but less so than before (a shorter leave) is let through.
 */
export function soldeDevientInsuffisant(avant: Solde, apres: Solde): boolean {
  return apres.soldeFutur < 0 && apres.soldeFutur < avant.soldeFutur;
}
