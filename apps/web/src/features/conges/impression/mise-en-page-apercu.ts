/** A4 landscape in millimetres (spec §2.10 / doc 2 §9), and the leave table's geometry on it. */
export const PAGE_APERCU = {
  largeur: 297,
  hauteur: 210,
  marge: 8,
  titre: 10,
  entete: 8,
  ligne: 9,
  nom: 46,
  legende: 14,
} as const;

/** Spec: a page break about every 16 employees. */
export const EMPLOYES_PAR_PAGE = 16;

/** The employees of each page: [debut, fin[ slices of at most `parPage`, at least one page. */
export function pagesApercu(nbEmployes: number, parPage = EMPLOYES_PAR_PAGE): { debut: number; fin: number }[] {
  const nbPages = Math.max(1, Math.ceil(nbEmployes / parPage));
  return Array.from({ length: nbPages }, (_, i) => ({
    debut: i * parPage,
    fin: Math.min(nbEmployes, (i + 1) * parPage),
  }));
}

/** Width of one day's column for a month of `nbJours` days. */
export const largeurJour = (nbJours: number) =>
  (PAGE_APERCU.largeur - 2 * PAGE_APERCU.marge - PAGE_APERCU.nom) / Math.max(1, nbJours);
