/** A decision on a validation node: who acted and when; `accepte` null or absent while pending. */
export interface Decision {
  accepte?: boolean | null;
  valideParId?: number | null;
  pourId?: number | null;
  dateValidation?: Date | null;
  relanceeLe?: Date | null;
}

/** A node of a request's validation tree as a builder takes it. */
export interface NoeudValidation extends Decision {
  authority: string;
  sousValidations?: NoeudValidation[];
}

/** A node with the decision it ends up with, its depth and the index of its parent in the list. */
export interface NoeudAplati extends Decision {
  authority: string;
  niveau: number;
  parent: number | null;
}

/**
 * The tree DOMAIN.md builds on creation: a root for the director of the establishment with a child
 * for the head of each service, or, for an autonomous service, the head's validation as a root.
 */
export function arbreParDefaut(
  etablissementId: number,
  services: readonly (number | { serviceId: number; validationAutonome?: boolean })[] = [],
): NoeudValidation[] {
  const chefs = services.map((s) => (typeof s === 'number' ? { serviceId: s, validationAutonome: false } : s));
  const noeud = (serviceId: number): NoeudValidation => ({ authority: `CHEF_DE_SERVICE_${serviceId}` });
  const autonomes = chefs.filter((s) => s.validationAutonome).map((s) => noeud(s.serviceId));
  const sous = chefs.filter((s) => !s.validationAutonome).map((s) => noeud(s.serviceId));
  // A request whose services are all autonomous has no director's validation.
  if (autonomes.length > 0 && sous.length === 0) return autonomes;
  return [{ authority: `DIRECTEUR_${etablissementId}`, sousValidations: sous }, ...autonomes];
}

/**
 * The nodes parents first, each child inheriting its parent's decision when it has none of its
 * own: a parent's decision decides its children (DOMAIN.md), so a seeded tree never shows an
 * accepted root above a pending head.
 */
export function aplatirArbre(racines: readonly NoeudValidation[]): NoeudAplati[] {
  const resultat: NoeudAplati[] = [];
  const visiter = (noeuds: readonly NoeudValidation[], parent: number | null, herite: Decision, niveau: number) => {
    for (const { sousValidations, ...noeud } of noeuds) {
      const decide = noeud.accepte !== undefined && noeud.accepte !== null;
      const propre = decide ? noeud : { ...noeud, ...herite };
      const index = resultat.push({ ...propre, niveau, parent }) - 1;
      const transmis =
        propre.accepte === undefined || propre.accepte === null
          ? {}
          : { accepte: propre.accepte, valideParId: propre.valideParId, dateValidation: propre.dateValidation };
      visiter(sousValidations ?? [], index, transmis, niveau + 1);
    }
  };
  visiter(racines, null, {}, 0);
  return resultat;
}
