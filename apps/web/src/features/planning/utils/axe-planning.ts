import { DEBUT_JOUR, DEBUT_NUIT, MINUTES_PAR_JOUR, type ModeAffichage } from '@roulement/contract';
import { type Bloc, blocsDansMode, DUREE_NUIT, reperesHoraires } from './geometrie';

/**
 * The hours a service planning grid spans. By day it reaches past 07:00–23:00 as far as the week's
 * slots go, so a night shift (21:15 → 24:00, then 00:00 → 07:15 the next day) is drawn at its true
 * hours instead of being cut at 23:00 (issue 25). The night mode keeps its 23:00–07:00 grid.
 */
export interface AxePlanning {
  mode: ModeAffichage;
  /** By day: minutes since midnight of the axis' top and bottom, on full hours. */
  debut: number;
  fin: number;
}

const HEURE = 60;

export function axeDuPlanning(
  mode: ModeAffichage,
  creneaux: readonly { heureDebut: { valeur: number }; heureFin: { valeur: number } }[],
): AxePlanning {
  if (mode === 'nuit') return { mode, debut: DEBUT_NUIT, fin: DEBUT_NUIT + DUREE_NUIT };
  let debut = DEBUT_JOUR;
  let fin = DEBUT_NUIT;
  for (const c of creneaux) {
    debut = Math.min(debut, Math.floor(c.heureDebut.valeur / HEURE) * HEURE);
    fin = Math.max(fin, Math.min(Math.ceil(c.heureFin.valeur / HEURE) * HEURE, MINUTES_PAR_JOUR));
  }
  return { mode, debut, fin };
}

export const dureeAxe = (axe: AxePlanning): number => axe.fin - axe.debut;

/** The parts of a slot [debut, fin[ the axis shows, as minutes from its top. */
export function blocsSurAxe(axe: AxePlanning, debut: number, fin: number): Bloc[] {
  if (axe.mode === 'nuit') return blocsDansMode('nuit', debut, fin);
  const d = Math.max(debut, axe.debut);
  const f = Math.min(fin, axe.fin);
  return d < f ? [{ debut: d - axe.debut, fin: f - axe.debut }] : [];
}

/** Every full hour of the axis, with its offset from the top. */
export function reperesAxe(axe: AxePlanning): { heure: number; decalage: number }[] {
  if (axe.mode === 'nuit') return reperesHoraires('nuit');
  const reperes: { heure: number; decalage: number }[] = [];
  for (let minute = axe.debut; minute <= axe.fin; minute += HEURE) {
    reperes.push({ heure: (minute / HEURE) % 24, decalage: minute - axe.debut });
  }
  return reperes;
}
