import {
  type Etablissement,
  type EtablissementRole,
  etablissementIdsWithRole,
  type RoleHolder,
} from '@roulement/contract';

/**
 * Roles by what the holder comes to do: a director, an HR administrator or an accountant works on
 * the establishment of that role, even when they are employed (SALARIE) at the head office.
 */
const PRIORITE: readonly EtablissementRole[] = ['DIRECTEUR', 'ADMINISTRATEUR', 'COMPTABLE', 'SALARIE'];

/**
 * Issue 25: the establishment shown before any choice: the first, by id, where the user holds the
 * role of highest priority; the first by id (spec §2.3) when no role names one.
 */
export function etablissementDeDepart(
  etablissements: readonly Etablissement[],
  user: RoleHolder | null,
): Etablissement | null {
  for (const role of user ? PRIORITE : []) {
    const ids = etablissementIdsWithRole(user!, role);
    const trouve = etablissements.find((e) => ids.includes(e.etablissementId));
    if (trouve) return trouve;
  }
  return etablissements[0] ?? null;
}
