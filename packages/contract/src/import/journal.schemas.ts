import { z } from 'zod';
import { IdSchema } from '../common/fields';
import { SORTES_IMPORT } from './import.schemas';

/** One applied import in the « Imports » journal (décision 107); a dry run is never recorded. */
export const ImportJournalEntreeSchema = z.object({
  importId: z.number().int(),
  date: z.string().describe("Instant de l'import (ISO 8601)"),
  sorte: z.enum(SORTES_IMPORT),
  fichier: z.string().describe('Nom du fichier importé'),
  auteur: z.string().describe('Prénom et nom de qui a importé'),
  etablissements: z.array(z.string()).describe('Établissements touchés par les lignes écrites'),
  compteurs: z.object({
    creations: z.number().int(),
    modifications: z.number().int(),
    inchanges: z.number().int(),
    erreurs: z.number().int(),
  }),
});
export type ImportJournalEntree = z.infer<typeof ImportJournalEntreeSchema>;

export const ImportJournalParamsSchema = z.object({ id: IdSchema });
