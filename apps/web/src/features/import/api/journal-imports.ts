import { importRoutes } from '@roulement/contract';
import { useQuery } from '@tanstack/react-query';
import { call, callBlob } from '../../../lib/api-client';
import { enregistrerFichier } from '../../../lib/enregistrer-fichier';
import { importKeys } from '../../../lib/query-keys';

export function useJournalImports() {
  return useQuery({
    queryKey: importKeys.journal(),
    queryFn: ({ signal }) => call(importRoutes.journal, { signal }),
  });
}

/** The report of one import, line by line, as the CSV the server writes. */
export async function telechargerRapport(importId: number, date: string): Promise<void> {
  enregistrerFichier(
    await callBlob(importRoutes.rapportJournal, { params: { id: importId } }),
    `rapport-import-${date.slice(0, 10)}-${importId}.csv`,
  );
}
