import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { getSession } from './auth';
import { demandeKeys } from './query-keys';
import { readStorage, writeStorage } from './storage';

/** How long a copy read from the device may still be shown (decision 086). */
export const CONSERVATION_MS = 7 * 24 * 60 * 60 * 1000;
const ECRITURE_DIFFEREE_MS = 1000;
/** Raised when the shape of what is stored changes, so an older copy is dropped rather than misread. */
const VERSION = 1;

/**
 * The reads a care worker needs between two shifts (issue 25): the shell's establishments, Mon
 * planning, the balances and the requests. Nothing else is written to the device.
 */
const CLES_CONSERVEES: readonly (readonly unknown[])[] = [
  ['etablissement', 'liste'],
  ['planning', 'utilisateur'],
  ['employe', 'liste', 'utilisateur'],
  ['demande', 'liste', 'mes-demandes'],
  // The requests page waits for 'À valider' too: its first page, unfiltered.
  demandeKeys.aValider({ recherche: '', types: [] }),
  ['demande', 'compteurs'],
  ['conges', 'types'],
  ['calendrier', 'joursFeries'],
];

const commencePar = (cle: readonly unknown[], prefixe: readonly unknown[]) =>
  prefixe.every((partie, i) => JSON.stringify(cle[i]) === JSON.stringify(partie));

export const estConservee = (cle: readonly unknown[]): boolean => CLES_CONSERVEES.some((p) => commencePar(cle, p));

const doitEcrire = (query: Query) => query.state.status === 'success' && estConservee(query.queryKey);

// Under the `roulement.` prefix, so logout's clearAppStorage removes it with the session.
const cleStockage = (username: string) => `requetes.${username}`;

interface Copie {
  version: number;
  ecriteA: number;
  etat: DehydratedState;
}

/** Puts back this user's copy, when there is a recent one, before the first screen asks for data. */
export function restaurerCache(client: QueryClient, username: string, maintenant = Date.now()): void {
  for (const prefixe of CLES_CONSERVEES) client.setQueryDefaults(prefixe, { gcTime: CONSERVATION_MS });
  const brut = readStorage(cleStockage(username));
  if (!brut) return;
  try {
    const copie = JSON.parse(brut) as Copie;
    if (copie.version !== VERSION || maintenant - copie.ecriteA > CONSERVATION_MS) {
      writeStorage(cleStockage(username), null);
      return;
    }
    hydrate(client, copie.etat);
  } catch {
    writeStorage(cleStockage(username), null);
  }
}

/**
 * Writes this user's kept reads to the device after each change, at most once a second, and when
 * the page is hidden (a phone may kill it then). Returns the unsubscribe.
 */
export function conserverCache(client: QueryClient, username: string): () => void {
  let minuteur: ReturnType<typeof setTimeout> | undefined;
  const ecrire = () => {
    minuteur = undefined;
    // After a logout nothing may be written back, even by a change still pending.
    if (getSession()?.username !== username) return;
    const copie: Copie = {
      version: VERSION,
      ecriteA: Date.now(),
      etat: dehydrate(client, { shouldDehydrateQuery: doitEcrire, shouldDehydrateMutation: () => false }),
    };
    writeStorage(cleStockage(username), JSON.stringify(copie));
  };
  const differer = () => {
    minuteur ??= setTimeout(ecrire, ECRITURE_DIFFEREE_MS);
  };
  const surMasquage = () => {
    if (document.visibilityState === 'hidden' && minuteur !== undefined) {
      clearTimeout(minuteur);
      ecrire();
    }
  };
  const desabonner = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'removed') {
      if (estConservee(event.query.queryKey)) differer();
    }
  });
  document.addEventListener('visibilitychange', surMasquage);
  return () => {
    desabonner();
    document.removeEventListener('visibilitychange', surMasquage);
    if (minuteur !== undefined) clearTimeout(minuteur);
  };
}
