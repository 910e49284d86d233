/**
 * A port: what a module needs from a module above it, given by that module when the app is built.
 * The module that declares the port never imports the one that fills it, so the module graph
 * keeps its order (decision 081). Used before the app is built, it says which port is missing.
 */
export interface Port<T> {
  fournir(implementation: T): void;
  get(): T;
}

export function port<T>(nom: string): Port<T> {
  let implementation: T | undefined;
  return {
    fournir(i) {
      implementation = i;
    },
    get() {
      if (!implementation) throw new Error(`${nom} n'est pas fourni : le module qui le fournit n'est pas enregistré`);
      return implementation;
    },
  };
}
