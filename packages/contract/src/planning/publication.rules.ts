import { estLundi } from '../common/semaines';

export const PUBLICATION_LUNDI_SEULEMENT = 'La mise en application se fait un lundi';
export const PUBLICATION_PASSEE_INTERDITE = 'Seul un administrateur peut publier à une date passée';

/**
 * Spec §5 publication date: Mondays only; not before today unless the user may publish in the
 * past (an administrator). Answers the French error, or null.
 */
export function erreurDatePublication(date: string, aujourdhui: string, publierDansLePasse: boolean): string | null {
  if (!estLundi(date)) return PUBLICATION_LUNDI_SEULEMENT;
  if (date < aujourdhui && !publierDansLePasse) return PUBLICATION_PASSEE_INTERDITE;
  return null;
}
