import { type EtablissementScope, estAdministrateurEtablissement, peutVoirEtablissement } from '@roulement/contract';
import type { Actor } from '../../lib/actor';

/** Spec §6: whoever holds a role in the establishment (or its head office) reads its roster. */
export function canVoirAstreintes(actor: Actor, etab: EtablissementScope): boolean {
  return peutVoirEtablissement(actor, etab);
}

/**
 * Spec §6 "On-call and meals tabs editable": an administrator of the establishment or of its
 * head office (the Administrateur passes). The days due and the generation are part of editing.
 */
export function canModifierAstreintes(actor: Actor, etab: EtablissementScope): boolean {
  return estAdministrateurEtablissement(actor, etab);
}

/** Spec §6: the emergency redirect line is for the establishment's administrators. */
export function canVoirRedirection(actor: Actor, etab: EtablissementScope): boolean {
  return estAdministrateurEtablissement(actor, etab);
}

/**
 * The establishment of a clearing or week call that names none (decision 056): the only one whose
 * roster the actor edits through an establishment role; `undefined` when there are none or several.
 */
export function etablissementParDefaut(actor: Actor): number | undefined {
  const ids = new Set(
    actor.roles.flatMap((role) => {
      const m = /^ROLE_ADMINISTRATEUR_(\d+)$/.exec(role);
      return m ? [Number(m[1])] : [];
    }),
  );
  return ids.size === 1 ? [...ids][0] : undefined;
}
