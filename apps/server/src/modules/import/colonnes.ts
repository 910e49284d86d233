/** « Nom de famille » and « NOM_DE_FAMILLE » compare equal: no accents, case nor punctuation. */
export function normaliserEntete(entete: string): string {
  return entete
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Headers seen in payroll and HR exports for a kind's columns, besides the template's own. */
export type Variantes<C extends string> = Record<C, string[]>;

/**
 * The template column each header stands for, or null when it is not recognised.
 * A second column for the same field is ignored, not merged: the first one wins.
 */
export function reconnaitreColonnes<C extends string>(
  entetes: string[],
  colonnes: readonly C[],
  variantes: Variantes<C>,
): (C | null)[] {
  const connues = new Map<string, C>(
    colonnes.flatMap((colonne) =>
      [colonne, ...variantes[colonne]].map((entete) => [normaliserEntete(entete), colonne] as const),
    ),
  );
  const prises = new Set<C>();
  return entetes.map((entete) => {
    const colonne = connues.get(normaliserEntete(entete));
    if (!colonne || prises.has(colonne)) return null;
    prises.add(colonne);
    return colonne;
  });
}
