import { type Authentification, AuthentificationSchema, authRoutes, type RoleHolder } from '@roulement/contract';
import { useSyncExternalStore } from 'react';
import { clearAppStorage, createStoredValue } from './storage';

/** What the sign-in answer gives and every later call needs (spec §4 Session). */
export type Session = Authentification;

const sessionStore = createStoredValue<Session | null>('session', (raw) => {
  if (!raw) return null;
  try {
    const parsed = AuthentificationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
});

export const getSession = (): Session | null => sessionStore.get();

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function login(session: Session): void {
  sessionStore.set(JSON.stringify(session));
}

/** Spec §4: logout clears everything stored locally; the caller decides where to reload. */
export function logout(): void {
  clearAppStorage();
  sessionStore.notify();
}

/** Logout, then load the sign-in page from scratch so no state of the previous user survives. */
export function logoutAndReload(target?: string): void {
  logout();
  if (target === undefined) window.location.reload();
  else window.location.assign(target);
}

/**
 * The user's "Se déconnecter": the server ends this session first (its token stops working even
 * if someone copied it), then everything local is cleared. A server out of reach does not keep
 * the user signed in here.
 */
export async function signOut(target: string): Promise<void> {
  const session = getSession();
  if (session) {
    // A bare fetch, not the API client: that client calls back into this module on a 401.
    await fetch(`/api${authRoutes.deconnexion.path}`, {
      method: authRoutes.deconnexion.method,
      headers: { Authorization: authorizationHeader(session) },
      keepalive: true,
    }).catch(() => undefined);
  }
  logoutAndReload(target);
}

export const authorizationHeader = (session: Session): string => `${session.tokenType} ${session.accessToken}`;

export const roleHolderOf = (session: Session): RoleHolder => ({
  username: session.username,
  roles: session.roles,
});
