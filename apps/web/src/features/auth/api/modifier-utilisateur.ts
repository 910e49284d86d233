import { authRoutes, type Utilisateur, type UtilisateurUpdateBody } from '@roulement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { utilisateurKeys } from '../../../lib/query-keys';

export const modifierUtilisateur = (utilisateurId: number, body: UtilisateurUpdateBody) =>
  call(authRoutes.modifier, { params: { id: utilisateurId }, body });

/** The editable part of a user, as PUT /utilisateur/:id expects it whole. */
export const modificationDe = (utilisateur: Utilisateur): UtilisateurUpdateBody => ({
  utilisateurId: utilisateur.utilisateurId,
  genre: utilisateur.genre,
  nom: utilisateur.nom,
  prenom: utilisateur.prenom,
  dateDeNaissance: utilisateur.dateDeNaissance,
  telephonePro: utilisateur.telephonePro,
});

/** Saves one change of the user object (spec §2.6: every change is saved at once). */
export function useModifierUtilisateur(utilisateur: Utilisateur | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<UtilisateurUpdateBody>) => {
      if (!utilisateur) throw new Error('Utilisateur non chargé');
      return modifierUtilisateur(utilisateur.utilisateurId, { ...modificationDe(utilisateur), ...changes });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(utilisateurKeys.parEmail(updated.email), updated);
      return queryClient.invalidateQueries({ queryKey: utilisateurKeys.all });
    },
  });
}
