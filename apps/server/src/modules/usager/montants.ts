import { POSTES_AIM, type PosteAimId } from '@roulement/contract';

const MONTANT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * numeric(12,2) as PostgreSQL answers it ('-12.50') to cents, without going through a float:
 * the sums of money are done in SQL or on these integers (issue 14). Digits past the cents are
 * dropped; anything but an optional minus, digits and an optional decimal part is refused.
 */
export function centimesDe(texte: string | null | undefined): number {
  if (texte === null || texte === undefined || texte === '') return 0;
  const m = MONTANT.exec(texte.trim());
  if (!m) throw new Error(`Montant illisible : ${texte}`);
  const [, signe, euros, decimales = ''] = m;
  const centimes = Number(euros) * 100 + Number(decimales.slice(0, 2).padEnd(2, '0'));
  return signe ? -centimes : centimes;
}

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
