import type { Offre } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { situationDuCandidat } from './offre';
import { corpsOffre } from './offre-envoi-form';

const offre = (o: Partial<Offre>) => ({ statut: 'EN_COURS', maReponse: null, ...o }) as Offre;

describe('situationDuCandidat', () => {
  it.each([
    [{}, null],
    [{ maReponse: 'ACCEPTEE', statut: 'POURVUE' }, 'Vous avez accepté'],
    [{ maReponse: 'ACCEPTEE', statut: 'A_CONFIRMER' }, 'Vous avez accepté : en attente de confirmation'],
    [{ maReponse: 'REFUSEE' }, 'Vous avez répondu « Je ne peux pas »'],
    [{ statut: 'POURVUE' }, 'Déjà pourvu'],
    [{ statut: 'A_CONFIRMER' }, 'Déjà pourvu'],
  ] as const)('%j → %s', (o, attendu) => {
    expect(situationDuCandidat(offre(o as Partial<Offre>))).toBe(attendu);
  });
});

describe('corpsOffre', () => {
  const selection = { creneauIds: [4], employeIds: [7, 8] };
  const maintenant = new Date('2026-12-01T08:00:00Z');
  it('leaves the deadline to the server by default, and no empty message', () => {
    expect(corpsOffre({ echeance: 'debut', message: '' }, selection, maintenant)).toEqual(selection);
  });
  it('counts a chosen duration from now', () => {
    expect(corpsOffre({ echeance: '6', message: 'Merci' }, selection, maintenant)).toEqual({
      ...selection,
      expireLe: '2026-12-01T14:00:00.000Z',
      message: 'Merci',
    });
  });
});
