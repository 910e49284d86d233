import { useMemo } from 'react';
import { useCongesTypes } from '../../../lib/lister-conges-types';
import { useContratTypes } from '../api/lister-contrat-types';
import { useMetiers } from '../api/lister-metiers';
import type { Referentiels } from '../utils/historique-format';

/**
 * The names the history rows give by id. Reference data, cached for the hour; until it arrives
 * (or if it fails) the rows show « n° … », which is why no loading or error state is drawn.
 */
export function useReferentielsHistorique(): Referentiels {
  const congesTypes = useCongesTypes().data;
  const contratTypes = useContratTypes().data;
  const metiers = useMetiers().data;
  return useMemo(
    () => ({
      congesTypes: new Map((congesTypes ?? []).map((t) => [t.congesTypeId, t.label])),
      contratTypes: new Map((contratTypes ?? []).map((t) => [t.contratTypeId, t.libelle])),
      metiers: new Map((metiers ?? []).map((m) => [m.metierId, m.libelle])),
    }),
    [congesTypes, contratTypes, metiers],
  );
}
