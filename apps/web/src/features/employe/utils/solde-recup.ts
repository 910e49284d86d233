import { z } from 'zod';

const MESSAGE = 'Solde de récupération initial : entrer une valeur numérique';

/** The forms take the initial recovery balance in hours; the API wants minutes. */
export const SoldeRecupHeuresSchema = z
  .number({ error: MESSAGE })
  .finite({ error: MESSAGE })
  .min(-16_000, { error: 'Solde de récupération initial : 16 000 heures au plus' })
  .max(16_000, { error: 'Solde de récupération initial : 16 000 heures au plus' });

export const minutesDepuisHeures = (heures: number): number => Math.round(heures * 60);
