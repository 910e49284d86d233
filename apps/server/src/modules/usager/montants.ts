import { POSTES_AIM, type PosteAimId } from '@roulement/contract';

/**
 * numeric(12,2) as PostgreSQL answers it ('-12.50') to cents, without going through a float:
 * the sums of money are done in SQL or on these integers (issue 14). Digits past the cents are
 * dropped; anything but an optional minus, digits and an optional decimal part is refused. Read
 * character by character: a resident's history reads each of its 200 movements twice, and a
 * regular expression there cost a tenth of the request.
 */
export function centimesDe(texte: string | null | undefined): number {
  if (texte === null || texte === undefined || texte === '') return 0;
  const t = texte.trim();
  const debut = t.startsWith('-') ? 1 : 0;
  let i = debut;
  let euros = 0;
  for (; i < t.length && estChiffre(t, i); i++) euros = euros * 10 + chiffre(t, i);
  let centimes = 0;
  if (i > debut && t[i] === '.') {
    const virgule = i;
    for (i++; i < t.length && estChiffre(t, i); i++) {
      if (i - virgule <= 2) centimes += chiffre(t, i) * (i - virgule === 1 ? 10 : 1);
    }
    if (i === virgule + 1) throw new Error(`Montant illisible : ${texte}`);
  }
  if (i === debut || i !== t.length) throw new Error(`Montant illisible : ${texte}`);
  return debut ? -(euros * 100 + centimes) : euros * 100 + centimes;
}

const chiffre = (t: string, i: number): number => t.charCodeAt(i) - 48;
const estChiffre = (t: string, i: number): boolean => chiffre(t, i) >= 0 && chiffre(t, i) <= 9;

/** Cents to the numeric(12,2) text a query binds. */
export function texteDe(centimes: number): string {
  const signe = centimes < 0 ? '-' : '';
  const abs = Math.abs(centimes);
  return `${signe}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What the API answers: euros as a JSON number (display only, never added). */
export const eurosDe = (centimes: number): number => centimes / 100;

const ORDRE = new Map<string, number>(POSTES_AIM.map((p, i) => [p, i]));
export const ordrePoste = (p: PosteAimId | string): number => ORDRE.get(p) ?? POSTES_AIM.length;

/**
 * Balance per aid item (DOMAIN.md): the sum of its movements, entitlements positive, payouts
 * declared and debts negative; items in the reference order.
 */
export function soldesParPoste(mouvements: readonly { posteAimId: string; centimes: number }[]): Map<string, number> {
  const soldes = new Map<string, number>();
  for (const m of mouvements) soldes.set(m.posteAimId, (soldes.get(m.posteAimId) ?? 0) + m.centimes);
  return new Map([...soldes].sort(([a], [b]) => ordrePoste(a) - ordrePoste(b)));
}

/** A line's final amount: its initial amount plus its operations (DOMAIN.md). */
export const montantFinalCentimes = (initial: number, operations: readonly number[]): number =>
  operations.reduce((s, o) => s + o, initial);

/** Items grouped by month and year, latest first, keeping the order inside a month. */
export function grouperParMois<T>(items: readonly T[], dateDe: (t: T) => string) {
  const groupes: { mois: number; annee: number; items: T[] }[] = [];
  let anneeMois = '';
  for (const item of items) {
    const d = dateDe(item);
    if (groupes.length > 0 && d.startsWith(anneeMois)) {
      groupes.at(-1)!.items.push(item);
    } else {
      anneeMois = d.slice(0, 7);
      groupes.push({ mois: Number(d.slice(5, 7)), annee: Number(d.slice(0, 4)), items: [item] });
    }
  }
  return groupes;
}
