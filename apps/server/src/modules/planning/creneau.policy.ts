import { type CreneauAbilities, posePourMembre, type TypeCreneau } from '@roulement/contract';

interface DroitsSurCreneau {
  /** Service head or establishment administrator (spec §6). */
  gerer: boolean;
  /** Establishment administrator. */
  administrateur: boolean;
  /** The slot is the signed-in user's own. */
  proprietaire: boolean;
}

/**
 * The slot menu of spec §6: managers replace, toggle, move, add overtime or recovery and cancel;
 * the owner requests. Only work slots of a member without unavailability are edited.
 */
export function abilitiesOf(
  c: { type: TypeCreneau; indisponible: boolean; remplace: boolean },
  d: DroitsSurCreneau,
): CreneauAbilities {
  // Only the allowed actions travel (the contract's sparse abilities); most viewers get {}.
  const a: CreneauAbilities = {};
  if (!d.gerer && !d.proprietaire) return a;
  const travail = c.type === 'CreneauDeTravail';
  const travailModifiable = travail && !c.indisponible;
  if (d.gerer) {
    if (travail || c.type === 'CreneauHeuresSupplementaires') a.remplacer = true;
    if (travail && c.indisponible) a.basculerNePasRemplacer = true;
    if (c.type === 'CreneauDeRemplacement' || c.remplace) a.annulerRemplacement = true;
    if (travailModifiable) {
      a.deplacer = true;
      a.ajouterHeuresSupplementaires = true;
      a.ajouterRecuperation = true;
    }
    if (travailModifiable || c.type === 'CreneauHeuresSupplementaires') a.retirerDuTempsDeTravail = true;
    if (c.type === 'CreneauDeRecuperation') a.restaurerDuTempsDeTravail = true;
    if (c.type === 'CreneauDeFormation') a.annulerFormation = true;
  }
  if (travailModifiable && posePourMembre({ administrateur: d.administrateur, chef: d.gerer }, d.proprietaire)) {
    a.creerConges = true;
  }
  if (d.proprietaire && travailModifiable) {
    a.demanderConges = true;
    a.demanderHeuresSupplementaires = true;
    a.demanderRecuperation = true;
  }
  return a;
}

/** Spec §4: a work slot of an unavailable member is to be replaced until replaced or marked. */
export function estARemplacer(c: {
  type: TypeCreneau;
  indisponible: boolean;
  nePasRemplacer: boolean;
  remplace: boolean;
}): boolean {
  return c.type === 'CreneauDeTravail' && c.indisponible && !c.nePasRemplacer && !c.remplace;
}
