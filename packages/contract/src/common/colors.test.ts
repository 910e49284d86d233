import { describe, expect, it } from 'vitest';
import { luminanceOf, textColorFor } from './colors';

describe('textColorFor (spec §9: white under luminance 128, black otherwise)', () => {
  it.each([
    ['#000000', '#FFFFFF'],
    ['#FFFFFF', '#000000'],
    ['#7F7F7F', '#FFFFFF'],
    ['#808080', '#000000'],
    ['#1976D2', '#FFFFFF'],
    ['#FFEB3B', '#000000'],
    ['#EEEEEE', '#000000'],
    ['#0000FF', '#FFFFFF'],
    ['#00FF00', '#000000'],
    ['#fff', '#000000'],
    ['#000', '#FFFFFF'],
    ['1976d2', '#FFFFFF'],
  ])('on %s writes in %s', (fond, texte) => {
    expect(textColorFor(fond)).toBe(texte);
  });

  it('computes the perceived luminance (BT.601 weights)', () => {
    expect(luminanceOf('#000000')).toBe(0);
    expect(luminanceOf('#FFFFFF')).toBe(255);
    expect(luminanceOf('#808080')).toBe(128);
    expect(luminanceOf('#FF0000')).toBeCloseTo(76.245, 3);
  });

  it('treats an unreadable colour as light, so the text stays black', () => {
    expect(textColorFor('pas une couleur')).toBe('#000000');
    expect(textColorFor('#12345G')).toBe('#000000');
  });
});
