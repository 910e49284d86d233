import { describe, expect, it } from 'vitest';
import { apresEchec, TENTATIVES_MAX } from './envoi-mails.delais';

const T0 = new Date('2030-01-01T10:00:00Z');
const minutesApres = (d: Date) => (d.getTime() - T0.getTime()) / 60_000;

describe('apresEchec', () => {
  it.each([
    [1, 1],
    [2, 5],
    [3, 15],
    [4, 60],
    [5, 180],
    [6, 360],
    [7, 720],
  ])('after failed attempt %i, tries again %i minutes later', (tentatives, minutes) => {
    const r = apresEchec(tentatives, T0);
    expect(r.abandon).toBe(false);
    if (!r.abandon) expect(minutesApres(r.prochainEssai)).toBe(minutes);
  });

  it.each([TENTATIVES_MAX, TENTATIVES_MAX + 1])('gives up after attempt %i', (tentatives) => {
    expect(apresEchec(tentatives, T0)).toEqual({ abandon: true });
  });

  it('makes 8 attempts in all', () => {
    expect(TENTATIVES_MAX).toBe(8);
  });
});
