/** A slot as its member sees it in their planning. */
export interface CreneauVu {
  membreId: number;
  type: string;
  date: string;
  heureDebut: number;
  heureFin: number;
}

const cle = (c: CreneauVu) => `${c.date} ${c.heureDebut}-${c.heureFin} ${c.type}`;

function parMembre(creneaux: readonly CreneauVu[]): Map<number, string> {
  const listes = new Map<number, string[]>();
  for (const c of creneaux) {
    const liste = listes.get(c.membreId);
    if (liste) liste.push(cle(c));
    else listes.set(c.membreId, [cle(c)]);
  }
  return new Map([...listes].map(([membreId, liste]) => [membreId, liste.sort().join('|')]));
}

/**
 * The members whose slots differ between two readings of the same days (issue 25): a publication
 * rewrites every slot, but only those whose planning really changed are told.
 */
export function membresDontLePlanningChange(avant: readonly CreneauVu[], apres: readonly CreneauVu[]): number[] {
  const a = parMembre(avant);
  const b = parMembre(apres);
  return [...new Set([...a.keys(), ...b.keys()])].filter((m) => a.get(m) !== b.get(m)).sort((x, y) => x - y);
}
