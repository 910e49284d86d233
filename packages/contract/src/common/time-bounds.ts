/** Spec §5 time picker and §9 day/night constants. Times are minutes since midnight. */
export const DEFAULT_GRANULARITE_MINUTES = 15;
export const DEBUT_JOUR = 420;
export const DEBUT_NUIT = 1380;
export const MINUTES_PAR_JOUR = 1440;
export const BORNE_HORAIRE_INVALIDE = "Cette borne horaire n'est pas valide";

export interface BorneHoraireValue {
  heure: number;
  minute: number;
  valeur: number;
  toHeureMinute: string;
}

export function formatHeureMinute(valeur: number): string {
  const heure = Math.floor(valeur / 60);
  const minute = valeur % 60;
  return `${String(heure).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export function borneHoraire(valeur: number): BorneHoraireValue {
  return {
    heure: Math.floor(valeur / 60),
    minute: valeur % 60,
    valeur,
    toHeureMinute: formatHeureMinute(valeur),
  };
}

/** 'jour' between 07:00 and 23:00, 'nuit' otherwise (spec §9). */
export function periodeOf(valeur: number): 'jour' | 'nuit' {
  return valeur >= DEBUT_JOUR && valeur <= DEBUT_NUIT ? 'jour' : 'nuit';
}

export interface TimePickerRules {
  granularite?: number;
  /** Minutes since midnight; inclusive. */
  min?: number | null;
  max?: number | null;
}

/**
 * Reads a typed `HH:MM` value by the picker's rules: 24 h, minutes a multiple of the
 * granularity, within min/max; with a minimum, 00:00 means the end of the day (24:00).
 * Answers the minutes, or the French error.
 */
export function parseBorneHoraire(
  text: string,
  rules: TimePickerRules = {},
): { ok: true; valeur: number } | { ok: false; message: string } {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  const invalid = { ok: false as const, message: BORNE_HORAIRE_INVALIDE };
  if (!match) return invalid;
  const heure = Number(match[1]);
  const minute = Number(match[2]);
  const granularite = rules.granularite ?? DEFAULT_GRANULARITE_MINUTES;
  if (minute > 59 || minute % granularite !== 0) return invalid;
  let valeur = heure * 60 + minute;
  if (valeur === 0 && rules.min !== undefined && rules.min !== null) valeur = MINUTES_PAR_JOUR;
  if (valeur > MINUTES_PAR_JOUR) return invalid;
  if (rules.min !== undefined && rules.min !== null && valeur < rules.min) return invalid;
  if (rules.max !== undefined && rules.max !== null && valeur > rules.max) return invalid;
  return { ok: true, valeur };
}

/** The bounds offered by the picker: every step of the granularity from 00:00 to 24:00. */
export function bornesHoraires(granularite = DEFAULT_GRANULARITE_MINUTES): BorneHoraireValue[] {
  const bornes: BorneHoraireValue[] = [];
  for (let valeur = 0; valeur <= MINUTES_PAR_JOUR; valeur += granularite) bornes.push(borneHoraire(valeur));
  return bornes;
}
