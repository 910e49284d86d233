import type { ModeDecompte } from '@roulement/contract';
import { compterJoursEntre } from '../conges/decompte';
import { type CongesRepas, type CreneauRepas, congesDuJour, estEffectif, type Plages } from '../repas/comptage-repas';
import { decouper } from './decoupage-heures';

export interface CreneauPaye extends CreneauRepas {
  /** The meal ranges of the slot's establishment. */
  plages: Plages;
}

export interface CongesPaye extends CongesRepas {
  congesTypeId: number;
  modeDecompte: ModeDecompte;
}

/** The figures of one employee over the period; hours in minutes. */
export interface ElementsPaye {
  minutesTravaillees: number;
  minutesSupplementaires: number;
  minutesNuit: number;
  minutesDimanche: number;
  minutesFeriees: number;
  repasMidi: number;
  repasSoir: number;
  /** Leave days per leave type id. */
  joursConges: Map<number, number>;
}

const vide = (): ElementsPaye => ({
  minutesTravaillees: 0,
  minutesSupplementaires: 0,
  minutesNuit: 0,
  minutesDimanche: 0,
  minutesFeriees: 0,
  repasMidi: 0,
  repasSoir: 0,
  joursConges: new Map(),
});

const chevauche = (c: CreneauPaye, p: Plages['midi']) =>
  p !== null && c.heureDebut < p.heureFin && c.heureFin > p.heureDebut;

/**
 * DOMAIN.md « Meals, presence, exports » and « Hours », for the employees of these slots and
 * leave over [du, au]: worked hours are the effective slots (work, extra hours, replacement,
 * training, outside leave), in minutes really elapsed (clock changes); night (21:00–06:00),
 * Sunday and public-holiday hours are parts of them; a meal is a day where an effective slot
 * overlaps the range; leave days are counted by each type's mode, within the period.
 */
export function elementsPaye(
  creneaux: readonly CreneauPaye[],
  conges: readonly CongesPaye[],
  du: string,
  au: string,
  estFerie: (date: string) => boolean,
): Map<number, ElementsPaye> {
  const parEmploye = new Map<number, ElementsPaye>();
  const de = (employeId: number) => {
    const e = parEmploye.get(employeId) ?? vide();
    parEmploye.set(employeId, e);
    return e;
  };
  const couverts = congesDuJour(conges);
  const repas = new Set<string>();
  for (const c of creneaux) {
    if (c.date < du || c.date > au || !estEffectif(c, couverts)) continue;
    const e = de(c.employeId);
    const m = decouper(c.date, c.heureDebut, c.heureFin, estFerie);
    e.minutesTravaillees += m.total;
    if (c.type === 'CreneauHeuresSupplementaires') e.minutesSupplementaires += m.total;
    e.minutesNuit += m.nuit;
    e.minutesDimanche += m.dimanche;
    e.minutesFeriees += m.ferie;
    for (const [repasDe, plage] of [
      ['midi', c.plages.midi],
      ['soir', c.plages.soir],
    ] as const) {
      const cle = `${c.employeId}|${c.date}|${repasDe}`;
      if (!chevauche(c, plage) || repas.has(cle)) continue;
      repas.add(cle);
      if (repasDe === 'midi') e.repasMidi++;
      else e.repasSoir++;
    }
  }
  for (const c of conges) {
    const jours = compterJoursEntre(c.modeDecompte, c, du, au);
    if (jours === 0) continue;
    const e = de(c.employeId);
    e.joursConges.set(c.congesTypeId, (e.joursConges.get(c.congesTypeId) ?? 0) + jours);
  }
  return parEmploye;
}
