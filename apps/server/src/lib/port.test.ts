import { describe, expect, it } from 'vitest';
import { port } from './port';

describe('port', () => {
  it('gives what its module above filled it with', () => {
    const p = port<{ double(n: number): number }>('Le port du double');
    p.fournir({ double: (n) => n * 2 });
    expect(p.get().double(21)).toBe(42);
  });

  it('names itself when nothing filled it yet', () => {
    expect(() => port<object>('Le port du double').get()).toThrow(
      "Le port du double n'est pas fourni : le module qui le fournit n'est pas enregistré",
    );
  });
});
