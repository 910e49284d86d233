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
