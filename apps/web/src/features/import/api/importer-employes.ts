import { importRoutes, type SorteImport } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callMultipartSuivi } from '../../../lib/api-client';
import { employeKeys, importKeys, serviceKeys } from '../../../lib/query-keys';

export interface EnvoiImport {
  sorte: SorteImport;
  fichier: File;
  /** The mapping made by hand, one entry per header; absent, the server recognises the headers. */
  colonnes?: (string | null)[];
  /** How much of the file has reached the server, from 0 to 1. */
  onEnvoi: (fraction: number) => void;
}

function formulaire({ fichier, colonnes }: EnvoiImport): FormData {
  const formData = new FormData();
  // The mapping comes before the file: the server reads the form in order.
  if (colonnes) formData.append('colonnes', JSON.stringify(colonnes));
  formData.append('fichier', fichier, fichier.name);
  return formData;
}

/** The dry run: nothing is written. */
export function useApercuImport() {
  return useMutation({
    mutationFn: (envoi: EnvoiImport) =>
      callMultipartSuivi(importRoutes.apercu, {
        params: { sorte: envoi.sorte },
        formData: formulaire(envoi),
        onEnvoi: envoi.onEnvoi,
      }),
  });
}

export function useAppliquerImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (envoi: EnvoiImport) =>
      callMultipartSuivi(importRoutes.appliquer, {
        params: { sorte: envoi.sorte },
        formData: formulaire(envoi),
        onEnvoi: envoi.onEnvoi,
      }),
    // Every kind writes employees, services or what hangs from them: their lists are read again;
    // the journal has one more entry.
    onSuccess: (_rapport, { sorte }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sorte === 'services' ? serviceKeys.all : employeKeys.all }),
        queryClient.invalidateQueries({ queryKey: importKeys.all }),
      ]),
  });
}
