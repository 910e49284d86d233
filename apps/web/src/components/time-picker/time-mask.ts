/**
 * The `##:##` mask of spec §5: keeps at most four digits and puts the colon after the hours,
 * so « 930 » reads « 93:0 » while typing and « 0930 » reads « 09:30 ».
 */
export function applyTimeMask(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}:${digits.slice(2)}`;
  // Keep a typed colon after two digits so the user sees the mask progress.
  if (digits.length === 2 && raw.trimEnd().endsWith(':')) return `${digits}:`;
  return digits;
}
