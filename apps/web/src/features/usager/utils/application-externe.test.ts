import { describe, expect, it } from 'vitest';
import { urlApplicationExterne } from './application-externe';

describe('urlApplicationExterne', () => {
  it.each([
    ['https://usagers.example', '/usagers', 'https://usagers.example/usagers'],
    ['https://usagers.example/', '/usagers/12', 'https://usagers.example/usagers/12'],
    ['https://x.example/app//', '/usagers/3/carnet-de-liaison', 'https://x.example/app/usagers/3/carnet-de-liaison'],
  ])('%s + %s → %s', (base, chemin, attendu) => {
    expect(urlApplicationExterne(base, chemin)).toBe(attendu);
  });
});
