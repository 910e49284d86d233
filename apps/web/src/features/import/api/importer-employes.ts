import { type ColonneEmploye, importRoutes } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callMultipart } from '../../../lib/api-client';
import { employeKeys } from '../../../lib/query-keys';

export interface EnvoiImport {
  fichier: File;
  /** The mapping made by hand, one entry per header; absent, the server recognises the headers. */
  colonnes?: (ColonneEmploye | null)[];
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
    mutationFn: (envoi: EnvoiImport) => callMultipart(importRoutes.apercuEmployes, { formData: formulaire(envoi) }),
  });
}

export function useAppliquerImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (envoi: EnvoiImport) => callMultipart(importRoutes.appliquerEmployes, { formData: formulaire(envoi) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeKeys.all }),
  });
}
