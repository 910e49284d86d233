/**
 * French alphabetical order (É with E, case ignored). The databases may run under the C locale,
 * where ORDER BY puts « Élodie » after « Zoé »: names are sorted here.
 */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
export const comparerFr = (a: string, b: string): number => collator.compare(a, b);
