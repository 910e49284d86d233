import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('trusts no proxy by default', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it.each([
    ['true', true],
    ['loopback', 'loopback'],
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('stops with a readable French list for a wrong value', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'oui; non', PORT: 'abc' })).toThrow(
      /Configuration invalide :\n {2}- PORT: .*\n {2}- TRUST_PROXY/s,
    );
  });

  it('reads the sign-in limits', () => {
    expect(loadEnv({})).toMatchObject({ CONNEXION_MAX_PAR_IP: 30, CONNEXION_MAX_PAR_EMAIL: 10 });
    expect(loadEnv({ CONNEXION_MAX_PAR_EMAIL: '3' }).CONNEXION_MAX_PAR_EMAIL).toBe(3);
  });
});
