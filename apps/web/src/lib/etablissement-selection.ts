import { useSyncExternalStore } from 'react';
import { createStoredValue } from './storage';

/** Spec §4: the selected establishment is kept locally (`roulement.etablissementId`). */
const selectionStore = createStoredValue<number | null>('etablissementId', (raw) => {
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
});

export function useEtablissementIdStocke(): number | null {
  return useSyncExternalStore(selectionStore.subscribe, selectionStore.get, selectionStore.get);
}

export function choisirEtablissementId(etablissementId: number): void {
  selectionStore.set(String(etablissementId));
}
