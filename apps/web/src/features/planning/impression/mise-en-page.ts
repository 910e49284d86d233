import { enPixels, HAUTEUR_UNITE_IMPRESSION } from '../utils/geometrie';

/** A4 landscape, in millimetres (spec §2.8 / §9). */
export const PAGE = { largeur: 297, hauteur: 210, marge: 8 } as const;
export const HAUTEUR_TITRE = 10;
export const HAUTEUR_JOUR = 4.5;
export const HAUTEUR_CARTE = 24;
export const LARGEUR_AXE = 10;
/** Narrower than this a member's column is unreadable on paper: the members go on several pages. */
export const LARGEUR_COLONNE_MIN = 4.2;
/** Spec §2.8: the surname must leave this many characters of room, or the first name becomes an initial. */
export const PLACE_MIN_APRES_NOM = 16;

const MM_PAR_PIXEL = 25.4 / 96;

/** Millimetres of a number of minutes, at the print unit of spec §9 (9 px per 15 minutes). */
export const minutesEnMm = (minutes: number): number => enPixels(minutes, HAUTEUR_UNITE_IMPRESSION) * MM_PAR_PIXEL;

/** The room the grid has on the page, under the title, the days and the names. */
export const HAUTEUR_DISPONIBLE = PAGE.hauteur - 2 * PAGE.marge - HAUTEUR_TITRE - HAUTEUR_JOUR - HAUTEUR_CARTE;

/**
 * Millimetres of a number of minutes on an axis of `duree` minutes: spec §9's unit, reduced only
 * when a night shift stretches the day's axis past the page (decision 102: drawn where it is).
 */
export function echelleAxe(duree: number): (minutes: number) => number {
  const reduction = Math.min(1, HAUTEUR_DISPONIBLE / minutesEnMm(duree));
  return (minutes) => minutesEnMm(minutes) * reduction;
}

export const largeurGrille = (): number => PAGE.largeur - 2 * PAGE.marge - LARGEUR_AXE;

export interface PageImprimee {
  /** Index of the week in the selection. */
  semaine: number;
  /** The members of this page: [debut, fin[ in the week's shown members. */
  debut: number;
  fin: number;
}

/**
 * One page per week, or more when the members do not fit: they are then shared evenly between
 * as few pages as keep every column readable.
 */
export function pagesAImprimer(nbMembresParSemaine: readonly number[]): PageImprimee[] {
  const parPageMax = Math.max(1, Math.floor(largeurGrille() / (7 * LARGEUR_COLONNE_MIN)));
  return nbMembresParSemaine.flatMap((nb, semaine) => {
    const nbPages = Math.max(1, Math.ceil(nb / parPageMax));
    const parPage = Math.ceil(nb / nbPages);
    return Array.from({ length: nbPages }, (_, i) => ({
      semaine,
      debut: i * parPage,
      fin: Math.min(nb, (i + 1) * parPage),
    }));
  });
}

/**
 * The name on a member's card (spec §2.8): the first name becomes its initial when the surname
 * leaves under 16 characters of room; a name still too long is cut.
 */
export function nomCarte(utilisateur: { prenom: string; nom: string }, place: number): string {
  const { prenom, nom } = utilisateur;
  const complet =
    place - nom.length < PLACE_MIN_APRES_NOM && prenom ? `${prenom.charAt(0)}. ${nom}` : `${prenom} ${nom}`;
  const nomAffiche = complet.trim();
  return nomAffiche.length <= place ? nomAffiche : `${nomAffiche.slice(0, Math.max(1, place - 1))}…`;
}
