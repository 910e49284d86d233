/** Up to two initials of a name or an e-mail, shown in avatars while no image is there. */
export const initialesDe = (texte: string): string =>
  texte
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
