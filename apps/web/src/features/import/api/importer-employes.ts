import { importRoutes, type SorteImport } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callMultipart } from '../../../lib/api-client';
import { employeKeys, serviceKeys } from '../../../lib/query-keys';

export interface EnvoiImport {
  sorte: SorteImport;
  fichier: File;
  /** The mapping made by hand, one entry per header; absent, the server recognises the headers. */
  colonnes?: (string | null)[];
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
      callMultipart(importRoutes.apercu, { params: { sorte: envoi.sorte }, formData: formulaire(envoi) }),
  });
}

export function useAppliquerImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (envoi: EnvoiImport) =>
      callMultipart(importRoutes.appliquer, { params: { sorte: envoi.sorte }, formData: formulaire(envoi) }),
    // Every kind writes employees or what hangs from them: their lists are read again.
    onSuccess: (_rapport, { sorte }) =>
      queryClient.invalidateQueries({ queryKey: sorte === 'services' ? serviceKeys.all : employeKeys.all }),
  });
}
