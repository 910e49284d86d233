/** Every key this app writes to localStorage starts with this, so logout can clear them all. */
export const STORAGE_PREFIX = 'roulement.';

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    // Storage may be disabled (private mode, policy): behave as if nothing was stored.
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_PREFIX + key);
    else window.localStorage.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Not persisting is acceptable: the state still lives for this page.
  }
}

export function clearAppStorage(): void {
  try {
    const keys = Object.keys(window.localStorage).filter((k) => k.startsWith(STORAGE_PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}

/**
 * A tiny observable over one stored value, read through `useSyncExternalStore`. Other tabs'
 * changes arrive through the `storage` event, so a logout in one tab signs out the others.
 */
export function createStoredValue<T>(key: string, parse: (raw: string | null) => T) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T;

  const get = (): T => {
    const raw = readStorage(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const set = (raw: string | null) => {
    writeStorage(key, raw);
    notify();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_PREFIX + key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  return { get, set, subscribe, notify };
}
