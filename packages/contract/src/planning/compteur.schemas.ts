import { z } from 'zod';

export const EtatCompteurSchema = z.enum(['rouge', 'orange', 'gris']);
