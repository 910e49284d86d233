import { type ComponentType, createElement, lazy } from 'react';

/**
 * `React.lazy` over a named export, so areas keep named exports and still load on demand.
 * `precharger()` starts the load ahead of the first render (issue 24, decision 118): once the
 * module is there, the component renders at once. Left to `React.lazy` alone, a module already
 * loaded still suspended its first render, and React held the page behind the Suspense fallback
 * for up to 300 ms before showing it, once for the shell and once for the page.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M & string>(
  loader: () => Promise<M>,
  name: K,
) {
  let charge: ComponentType | undefined;
  const precharger = async (): Promise<ComponentType> => {
    charge ??= (await loader())[name];
    return charge;
  };
  const Differe = lazy(async () => ({ default: await precharger() }));
  const Composant = () => createElement(charge ?? Differe);
  return Object.assign(Composant, { precharger });
}
