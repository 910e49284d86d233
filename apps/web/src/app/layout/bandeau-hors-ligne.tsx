import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useCallback, useSyncExternalStore } from 'react';
import { useEnLigne } from '../../lib/reseau';

/** When the oldest data on screen was fetched: what the banner must own up to. */
function useDonneesDu(): number | null {
  const cache = useQueryClient().getQueryCache();
  const lire = useCallback(() => {
    let plusAncienne: number | null = null;
    for (const query of cache.findAll({ type: 'active' })) {
      const { data, dataUpdatedAt } = query.state;
      if (data !== undefined && dataUpdatedAt > 0 && (plusAncienne === null || dataUpdatedAt < plusAncienne)) {
        plusAncienne = dataUpdatedAt;
      }
    }
    return plusAncienne;
  }, [cache]);
  return useSyncExternalStore(
    useCallback((ecouter) => cache.subscribe(ecouter), [cache]),
    lire,
    lire,
  );
}

/** Issue 25: offline, the screen shows the copy kept on the device and says from when. */
export function BandeauHorsLigne() {
  const enLigne = useEnLigne();
  const donneesDu = useDonneesDu();
  if (enLigne) return null;
  return (
    <Alert severity="warning" square role="status">
      {donneesDu === null ? 'Hors ligne' : `Hors ligne — données du ${format(new Date(donneesDu), "dd/MM 'à' HH:mm")}`}
    </Alert>
  );
}
