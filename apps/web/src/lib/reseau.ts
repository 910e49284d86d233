import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query believes it is online until an `offline` event: a page reloaded without network
 * would then try every request and show errors instead of the copy kept on the device. It reads
 * `navigator.onLine` from the start instead.
 */
export function suivreReseau(): void {
  onlineManager.setEventListener((setOnline) => {
    const mettreAJour = () => setOnline(navigator.onLine);
    mettreAJour();
    window.addEventListener('online', mettreAJour);
    window.addEventListener('offline', mettreAJour);
    return () => {
      window.removeEventListener('online', mettreAJour);
      window.removeEventListener('offline', mettreAJour);
    };
  });
}

const enLigne = () => onlineManager.isOnline();

export const useEnLigne = (): boolean =>
  useSyncExternalStore((ecouter) => onlineManager.subscribe(ecouter), enLigne, enLigne);
