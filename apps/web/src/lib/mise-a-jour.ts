import { useSyncExternalStore } from 'react';

type Recharger = () => void;

let recharger: Recharger | null = null;
const abonnes = new Set<() => void>();

/** The service worker has a new version waiting; `charger` swaps to it and reloads the page. */
export function signalerMiseAJour(charger: Recharger | null): void {
  recharger = charger;
  for (const abonne of abonnes) abonne();
}

const abonner = (abonne: () => void) => {
  abonnes.add(abonne);
  return () => abonnes.delete(abonne);
};
const lire = () => recharger;

/** The reload to offer, or null while the running version is the latest. */
export const useMiseAJour = (): Recharger | null => useSyncExternalStore(abonner, lire, lire);
