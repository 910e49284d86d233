import type { ReactNode } from 'react';
import { QueryState } from '../../../../components/feedback/query-state';
import { useMesEmployes } from '../../hooks/use-mes-employes';
import { type MembreChoisissable, membresChoisissables } from '../../utils/choix-demandeur';

/** Loads the user's memberships for the overtime and recovery dialogs, which are made for one of them. */
export function MesMembres({ children }: { children: (membres: MembreChoisissable[]) => ReactNode }) {
  const mesEmployes = useMesEmployes();
  return (
    <QueryState
      query={mesEmployes}
      isEmpty={(employes) => membresChoisissables(employes).length === 0}
      emptyMessage="Vous n'êtes membre d'aucun service."
    >
      {(employes) => children(membresChoisissables(employes))}
    </QueryState>
  );
}
