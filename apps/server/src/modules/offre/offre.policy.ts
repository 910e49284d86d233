import type { RoleHolder } from '@roulement/contract';
import type { Actor } from '../../lib/actor';
import { peutCouvrir } from '../couverture/couverture.policy';
import type { OffreLue } from './offre.lecture';

/**
 * Issue 27: an offer is for its candidates, each seeing their own line, and for who covers one of
 * its slots' services (the head of service, the establishment's administrators), who see them all.
 */
export function gereOffre(actor: RoleHolder, { offre, creneaux }: OffreLue): boolean {
  const etablissement = { etablissementId: offre.etablissementId, siegeSocialId: offre.siegeSocialId };
  return creneaux.some((c) => peutCouvrir(actor, { serviceId: c.serviceId, etablissement }));
}

/** The actor's own line among the offer's candidates, if any. */
export const destinataireDe = (actor: Actor, lue: OffreLue) =>
  lue.destinataires.find((d) => d.utilisateurId === actor.utilisateurId);

export const voitOffre = (actor: Actor, lue: OffreLue): boolean =>
  gereOffre(actor, lue) || destinataireDe(actor, lue) !== undefined;
