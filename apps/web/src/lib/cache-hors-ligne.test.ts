import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../testing/fixtures';
import { login, logout } from './auth';
import { CONSERVATION_MS, conserverCache, estConservee, restaurerCache } from './cache-hors-ligne';
import { planningKeys, serviceKeys } from './query-keys';

const SEMAINE = { annee: 2026, semaine: 48 };
const planning = { creneaux: [{ creneauId: 1 }] };

/** A client that wrote its reads to the device, then a fresh one, like a reload. */
function ecrireCopie(username: string) {
  const avant = new QueryClient();
  const arreter = conserverCache(avant, username);
  avant.setQueryData(planningKeys.utilisateur(7, SEMAINE), planning);
  avant.setQueryData(serviceKeys.detail(3), { nom: 'Le Verger' });
  vi.advanceTimersByTime(1000);
  arreter();
}

describe('the copy of the user’s reads kept on the device (issue 25)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    login(sessionFixture(['ROLE_SALARIE']));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts Mon planning back after a reload, with the time it was fetched, and nothing it does not keep', () => {
    ecrireCopie('salarie@demo.test');
    const apres = new QueryClient();
    restaurerCache(apres, 'salarie@demo.test');
    expect(apres.getQueryData(planningKeys.utilisateur(7, SEMAINE))).toEqual(planning);
    expect(apres.getQueryState(planningKeys.utilisateur(7, SEMAINE))?.dataUpdatedAt).toBe(Date.now() - 1000);
    expect(apres.getQueryData(serviceKeys.detail(3))).toBeUndefined();
  });

  it('belongs to its user: another user on the same phone finds nothing', () => {
    ecrireCopie('salarie@demo.test');
    const autre = new QueryClient();
    restaurerCache(autre, 'chef@demo.test');
    expect(autre.getQueryData(planningKeys.utilisateur(7, SEMAINE))).toBeUndefined();
  });

  it('is cleared at logout, and a change still pending is not written back', () => {
    const client = new QueryClient();
    const arreter = conserverCache(client, 'salarie@demo.test');
    client.setQueryData(planningKeys.utilisateur(7, SEMAINE), planning);
    vi.advanceTimersByTime(1000);
    client.setQueryData(planningKeys.utilisateur(7, { annee: 2026, semaine: 49 }), planning);
    logout();
    vi.advanceTimersByTime(1000);
    arreter();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('roulement.'))).toEqual([]);
  });

  it('drops a copy older than a week', () => {
    ecrireCopie('salarie@demo.test');
    const apres = new QueryClient();
    restaurerCache(apres, 'salarie@demo.test', Date.now() + CONSERVATION_MS + 1);
    expect(apres.getQueryData(planningKeys.utilisateur(7, SEMAINE))).toBeUndefined();
    expect(localStorage.getItem('roulement.requetes.salarie@demo.test')).toBeNull();
  });

  it('keeps the shell, Mon planning, the balances and the requests, not the avatars or the teams', () => {
    expect(estConservee(['etablissement', 'liste', 'salarie@demo.test'])).toBe(true);
    expect(estConservee(['employe', 'liste', 'utilisateur', 7])).toBe(true);
    expect(estConservee(['demande', 'liste', 'mes-demandes'])).toBe(true);
    expect(estConservee(['demande', 'liste', 'a-valider', '', []])).toBe(true);
    expect(estConservee(['demande', 'liste', 'a-valider', 'martin', []])).toBe(false);
    expect(estConservee(['utilisateur', 7, 'avatar'])).toBe(false);
    expect(estConservee(['planning', 'service', 3])).toBe(false);
  });
});
