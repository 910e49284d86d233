import { useMutation } from '@tanstack/react-query';
import { rechercherUtilisateurOuNull } from '../../../lib/rechercher-utilisateur';

/**
 * The creation form's search by e-mail: null when no user has it (utilisateurId 0 then). Only the
 * id and the name are used: that is all the server tells of a user of another establishment.
 */
export const useChercherUtilisateur = () => useMutation({ mutationFn: rechercherUtilisateurOuNull });
