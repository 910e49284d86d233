import {
  type Membre,
  type MembreCreationBody,
  type MembreModificationBody,
  type MembreRemplacementBody,
  membreRoutes,
} from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useMembresAJour } from './use-membres-a-jour';

/** POST /membre. */
export function useCreerMembre(serviceId: number) {
  const aJour = useMembresAJour(serviceId);
  return useMutation({
    mutationFn: (body: MembreCreationBody) => call(membreRoutes.creer, { body }),
    onSuccess: (membre) => aJour({ employeIds: [membre.employe.employeId] }),
  });
}

/** PUT /membre/:id (colour and weekly hours). */
export function useModifierMembre(membre: Membre) {
  const aJour = useMembresAJour(membre.serviceId);
  const { membreId } = membre;
  return useMutation({
    mutationFn: (body: MembreModificationBody) =>
      call(membreRoutes.modifier, { params: { id: membreId }, body: { ...body, membreId } }),
    onSuccess: () => aJour({ employeIds: [membre.employe.employeId] }),
  });
}

/** POST /membre/:id/remplacer: the newcomer takes the member's place and slots from the date. */
export function useRemplacerMembre(membre: Membre) {
  const aJour = useMembresAJour(membre.serviceId);
  const { membreId } = membre;
  return useMutation({
    mutationFn: (body: MembreRemplacementBody) =>
      call(membreRoutes.remplacer, { params: { id: membreId }, body: { ...body, membreARemplacerId: membreId } }),
    onSuccess: (remplacant) =>
      aJour({ employeIds: [membre.employe.employeId, remplacant.employe.employeId], planning: true }),
  });
}

/** DELETE /membre/:id: the member's slots from today and template place go. */
export function useSupprimerMembre(membre: Membre) {
  const aJour = useMembresAJour(membre.serviceId);
  return useMutation({
    mutationFn: () => call(membreRoutes.supprimer, { params: { id: membre.membreId } }),
    onSuccess: () => aJour({ employeIds: [membre.employe.employeId], planning: true }),
  });
}
