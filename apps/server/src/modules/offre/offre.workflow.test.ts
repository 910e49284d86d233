import { OFFRE_DEJA_POURVUE, STATUTS_OFFRE } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import {
  ECHEANCE_PASSEE,
  ECHEANCE_TROP_TARD,
  echeanceDe,
  refusDeReponse,
  statutApresAcceptation,
  statutLe,
} from './offre.workflow';

const t = (iso: string) => new Date(iso);

describe('offer workflow', () => {
  it.each([
    ['EN_COURS', null],
    ['A_CONFIRMER', OFFRE_DEJA_POURVUE],
    ['POURVUE', OFFRE_DEJA_POURVUE],
    ['RETIREE', 'Cette offre a été retirée'],
    ['EXPIREE', 'Cette offre a expiré'],
  ] as const)('a candidate answering an offer %s is told %s', (statut, refus) => {
    expect(refusDeReponse(statut)).toBe(refus);
  });

  it('covers every status', () => {
    for (const statut of STATUTS_OFFRE) expect(() => refusDeReponse(statut)).not.toThrow();
  });

  it('expires an open offer past its deadline, and only an open one', () => {
    const maintenant = t('2026-12-01T08:00:00Z');
    const passee = t('2026-12-01T07:59:59Z');
    expect(statutLe({ statut: 'EN_COURS', expireLe: passee }, maintenant)).toBe('EXPIREE');
    expect(statutLe({ statut: 'A_CONFIRMER', expireLe: passee }, maintenant)).toBe('EXPIREE');
    expect(statutLe({ statut: 'POURVUE', expireLe: passee }, maintenant)).toBe('POURVUE');
    expect(statutLe({ statut: 'EN_COURS', expireLe: t('2026-12-01T09:00:00Z') }, maintenant)).toBe('EN_COURS');
  });

  it('fills at once, or waits for the head when the service asks to confirm', () => {
    expect(statutApresAcceptation(false)).toBe('POURVUE');
    expect(statutApresAcceptation(true)).toBe('A_CONFIRMER');
  });

  describe('deadline', () => {
    const maintenant = t('2026-12-01T08:00:00Z');
    const debuts = [t('2026-12-03T06:00:00Z'), t('2026-12-02T20:00:00Z')];
    it.each([
      ['ends at the first slot start by default', undefined, { echeance: t('2026-12-02T20:00:00Z') }],
      ['ends earlier when asked', t('2026-12-02T12:00:00Z'), { echeance: t('2026-12-02T12:00:00Z') }],
      ['may end exactly at the first start', t('2026-12-02T20:00:00Z'), { echeance: t('2026-12-02T20:00:00Z') }],
      ['refuses a deadline in the past', t('2026-12-01T07:00:00Z'), { erreur: ECHEANCE_PASSEE }],
      ['refuses a deadline after the first start', t('2026-12-02T21:00:00Z'), { erreur: ECHEANCE_TROP_TARD }],
    ])('%s', (_, demandee, attendu) => {
      expect(echeanceDe(debuts, maintenant, demandee)).toEqual(attendu);
    });
    it('refuses a slot already begun', () => {
      expect(echeanceDe([t('2026-12-01T07:00:00Z')], maintenant)).toEqual({
        erreur: 'Un créneau de cette offre a déjà commencé',
      });
    });
  });
});
