import { type ComponentType, lazy } from 'react';

/** `React.lazy` over a named export, so areas keep named exports and still load on demand. */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M & string>(
  loader: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await loader())[name] }));
}
