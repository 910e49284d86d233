/** Spec §9: white text on backgrounds whose luminance is under 128, black otherwise. */
export function luminanceOf(hex: string): number {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  // An unreadable colour counts as light: the text stays black.
  if (!match?.[1]) return 255;
  const value = match[1];
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const r = Number.parseInt(full.slice(0, 2), 16);
  const g = Number.parseInt(full.slice(2, 4), 16);
  const b = Number.parseInt(full.slice(4, 6), 16);
  // ITU-R BT.601 luma, the usual perceived-brightness weights, in integers: with floating-point
  // weights a mid grey (#808080) came out as 127.99999999999999 and got white text.
  return (299 * r + 587 * g + 114 * b) / 1000;
}

export function textColorFor(background: string): '#FFFFFF' | '#000000' {
  return luminanceOf(background) < 128 ? '#FFFFFF' : '#000000';
}
