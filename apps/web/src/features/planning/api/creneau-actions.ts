import {
  type Creneau,
  type CreneauTravailBodySchema,
  type FormationBodySchema,
  type ModifierCreneauBodySchema,
  planningRoutes,
  type RemplacerCreneauBodySchema,
  type TypeCreneau,
} from '@roulement/contract';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** The slot actions of spec §6 / §7.6; each answers the service's slots of the day it changed. */
export type ActionCreneau =
  | { action: 'remplacer'; creneau: Creneau; body: z.output<typeof RemplacerCreneauBodySchema> }
  | { action: 'modifier'; creneau: Creneau; body: z.output<typeof ModifierCreneauBodySchema> }
  | {
      action:
        | 'basculerNePasRemplacer'
        | 'annulerRemplacement'
        | 'retirerDuTempsDeTravail'
        | 'restaurerDuTempsDeTravail'
        | 'annulerFormation';
      creneau: Creneau;
    }
  | { action: 'creerTravail'; body: z.output<typeof CreneauTravailBodySchema> }
  | { action: 'creerFormation'; body: z.output<typeof FormationBodySchema> };

export function envoyerAction(a: ActionCreneau): Promise<Creneau[]> {
  const planning = planningRoutes;
  switch (a.action) {
    case 'remplacer':
      return call(planning.remplacer, { params: { remplaceId: a.creneau.creneauId }, body: a.body });
    case 'modifier':
      return call(planning.modifier, { params: { id: a.creneau.creneauId }, body: a.body });
    case 'basculerNePasRemplacer':
      return call(planning.basculerNePasRemplacer, { params: { id: a.creneau.creneauId } });
    case 'annulerRemplacement':
      return call(planning.annulerRemplacement, { params: { id: a.creneau.creneauId } });
    case 'retirerDuTempsDeTravail':
    case 'restaurerDuTempsDeTravail':
      return call(planning[a.action], { body: { creneauId: a.creneau.creneauId } });
    case 'annulerFormation':
      return call(planning.annulerFormation, { params: { creneauId: a.creneau.creneauId } });
    case 'creerTravail':
      return call(planning.creerTravail, { body: a.body });
    case 'creerFormation':
      return call(planning.creerFormation, { body: a.body });
  }
}

/** The day an action changes: the slot's, or the new slot's. */
export const dateDe = (a: ActionCreneau): string => ('creneau' in a ? a.creneau.date : a.body.date);

/**
 * What the grid shows while an action is pending (spec §4): the slot acted upon, or the slot to
 * come (id 0), both at half opacity.
 */
export interface ApercuEnAttente {
  creneauId?: number;
  provisoire?: { membreId: number; date: string; type: TypeCreneau; heureDebut: number; heureFin: number };
}

export function apercuDe(a: ActionCreneau): ApercuEnAttente {
  switch (a.action) {
    case 'remplacer': {
      const { remplacant, heureDebut, heureFin } = a.body;
      const { date } = a.creneau;
      return {
        creneauId: a.creneau.creneauId,
        provisoire: { membreId: remplacant, date, type: 'CreneauDeRemplacement', heureDebut, heureFin },
      };
    }
    case 'creerTravail':
    case 'creerFormation': {
      const { membreId, date, heureDebut, heureFin } = a.body;
      const type = a.action === 'creerTravail' ? a.body.type : 'CreneauDeFormation';
      return { provisoire: { membreId, date, type, heureDebut, heureFin } };
    }
    default:
      return { creneauId: a.creneau.creneauId };
  }
}
