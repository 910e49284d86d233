import { roleChefDeService, roleEtablissement } from '@roulement/contract';
import type { NoeudValidation } from '../demande/arbre-validations';

/**
 * Validators of a sheet (DOMAIN.md, decision 061): the hosting service's head decides, the
 * establishment's administrators give their opinion under them (their validation counts in
 * 'validation en cours n/total'; the head's acceptance decides it too). A head missing, or asking
 * for it themself, leaves the administrators alone to decide.
 */
export function arbreValidationFiche(ctx: {
  serviceId: number;
  etablissementId: number;
  chefUtilisateurId: number | null;
  demandeurId: number;
}): NoeudValidation[] {
  const administrateurs: NoeudValidation = {
    authority: roleEtablissement('ADMINISTRATEUR', ctx.etablissementId),
    sousValidations: [],
  };
  if (ctx.chefUtilisateurId === null || ctx.chefUtilisateurId === ctx.demandeurId) return [administrateurs];
  return [{ authority: roleChefDeService(ctx.serviceId), sousValidations: [administrateurs] }];
}
