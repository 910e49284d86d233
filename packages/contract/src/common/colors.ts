/** Spec §9: white text on backgrounds whose luminance is under 128, black otherwise. */
export function luminanceOf(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const r = Number.parseInt(full.slice(0, 2), 16);
  const g = Number.parseInt(full.slice(2, 4), 16);
  const b = Number.parseInt(full.slice(4, 6), 16);
  if ([r, g, b].some(Number.isNaN)) return 255;
  // ITU-R BT.601 luma, the usual perceived-brightness weights.
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export function textColorFor(background: string): '#FFFFFF' | '#000000' {
  return luminanceOf(background) < 128 ? '#FFFFFF' : '#000000';
}
