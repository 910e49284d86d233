import { type EtablissementScope, hasPermission, isAdministrateur, type RoleHolder } from '@roulement/contract';

/** The head office: the establishment the others point to, which points to none (or to itself). */
const estSiege = (e: EtablissementScope) => e.siegeSocialId === null || e.siegeSocialId === e.etablissementId;

/** The rules are read by the administrators of any establishment of the association. */
export function canVoirRegles(actor: RoleHolder, etablissements: readonly EtablissementScope[]): boolean {
  return isAdministrateur(actor) || etablissements.some((e) => hasPermission(actor, 'ADMINISTRATEUR', e));
}

/** A new version is the head office's decision: its administrators, or the global Administrateur. */
export function canCreerRegle(actor: RoleHolder, etablissements: readonly EtablissementScope[]): boolean {
  return (
    isAdministrateur(actor) ||
    etablissements
      .filter(estSiege)
      .some((e) => hasPermission(actor, 'ADMINISTRATEUR', { etablissementId: e.etablissementId, siegeSocialId: null }))
  );
}
