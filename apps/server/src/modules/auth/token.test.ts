import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './token';

const actor = { utilisateurId: 7, username: 'chef@demo.test', roles: ['EMPLOYE_3'] };

describe('token service', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same actor for a token verified before', async () => {
    const tokens = createTokenService('un secret de test assez long', 1);
    const token = await tokens.sign(actor);
    expect(await tokens.verify(token)).toEqual(actor);
    expect(await tokens.verify(token)).toEqual(actor);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const tokens = createTokenService('un secret de test assez long', 1);
    const token = await tokens.sign(actor);
    expect(await tokens.verify(token)).toEqual(actor);
    vi.setSystemTime(new Date('2026-11-22T09:00:01Z'));
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another secret, even after a valid one', async () => {
    const tokens = createTokenService('un secret de test assez long', 1);
    const autre = createTokenService('un autre secret, tout aussi long', 1);
    expect(await tokens.verify(await tokens.sign(actor))).toEqual(actor);
    expect(await tokens.verify(await autre.sign(actor))).toBeUndefined();
  });
});
