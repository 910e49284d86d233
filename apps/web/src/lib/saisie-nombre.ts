/**
 * What a person typed in a number field, as a number for the contract's schemas: empty is
 * `undefined` (the « Information obligatoire » case), anything unreadable is `NaN` (the « valeur
 * numérique » case). A French decimal comma is accepted.
 */
export function nombreDepuisSaisie(texte: unknown): number | undefined {
  if (typeof texte === 'number') return texte;
  if (typeof texte !== 'string' || texte.trim() === '') return undefined;
  const normalise = texte.trim().replace(/\s/g, '').replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalise) ? Number(normalise) : Number.NaN;
}
