import { roleChefDeService, roleEtablissement } from '@roulement/contract';

/** A service of the target employee, as the tree needs it. */
export interface ServiceDuDemandeur {
  serviceId: number;
  validationAutonome: boolean;
  /** The user heading the service; null when the service has no head. */
  chefUtilisateurId: number | null;
}

export interface ContexteArbre {
  etablissementId: number;
  /** False when the establishment has no director (decision 037). */
  aUnDirecteur: boolean;
  services: readonly ServiceDuDemandeur[];
  /** The creator and the target employee's user: neither validates the request. */
  demandeurs: readonly number[];
}

export interface NoeudValidation {
  authority: string;
  sousValidations: NoeudValidation[];
}

/**
 * The validation tree of a new request (DOMAIN.md, docs/decisions/037-arbre-des-validations.md):
 * a head validation per service, under one establishment root unless the service is autonomous.
 * A head who is one of the requesters, or a missing head, leaves the establishment to decide;
 * without any validation left, the establishment root alone.
 */
export function construireArbre(ctx: ContexteArbre): NoeudValidation[] {
  const etablissement = roleEtablissement(ctx.aUnDirecteur ? 'DIRECTEUR' : 'ADMINISTRATEUR', ctx.etablissementId);
  const racines: NoeudValidation[] = [];
  let racineEtablissement: NoeudValidation | undefined;
  const etablissementDecide = () => {
    racineEtablissement ??= { authority: etablissement, sousValidations: [] };
    if (!racines.includes(racineEtablissement)) racines.push(racineEtablissement);
    return racineEtablissement;
  };
  const vus = new Set<number>();
  for (const s of ctx.services) {
    if (vus.has(s.serviceId)) continue;
    vus.add(s.serviceId);
    const chefValide = s.chefUtilisateurId !== null && !ctx.demandeurs.includes(s.chefUtilisateurId);
    if (!chefValide) {
      etablissementDecide();
      continue;
    }
    const chef: NoeudValidation = { authority: roleChefDeService(s.serviceId), sousValidations: [] };
    if (s.validationAutonome) racines.push(chef);
    else etablissementDecide().sousValidations.push(chef);
  }
  if (racines.length === 0) etablissementDecide();
  return racines;
}
