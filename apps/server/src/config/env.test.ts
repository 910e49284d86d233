import { describe, expect, it } from 'vitest';
import { loadEnv, SECRET_TELEPHONIE_REQUIS, SEED_DEMO_EN_PRODUCTION } from './env';

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

  it('reads the slow-down of an e-mail failing from many addresses (decision 071)', () => {
    expect(loadEnv({})).toMatchObject({ CONNEXION_RALENTIR_APRES: 10, CONNEXION_RALENTISSEMENT_MAX_SECONDES: 5 });
    expect(() => loadEnv({ CONNEXION_RALENTISSEMENT_MAX_SECONDES: '120' })).toThrow(/CONNEXION_RALENTISSEMENT/);
  });

  it('reads the sign-in windows, in seconds', () => {
    expect(loadEnv({})).toMatchObject({ CONNEXION_FENETRE_IP_SECONDES: 60, CONNEXION_FENETRE_EMAIL_SECONDES: 900 });
    expect(loadEnv({ CONNEXION_FENETRE_EMAIL_SECONDES: '2' }).CONNEXION_FENETRE_EMAIL_SECONDES).toBe(2);
  });

  it('loads the demo data by default outside production only', () => {
    expect(loadEnv({}).SEED).toBe('demo');
    expect(loadEnv({ NODE_ENV: 'development' }).SEED).toBe('demo');
    expect(loadEnv({ NODE_ENV: 'production' }).SEED).toBe('none');
    expect(loadEnv({ NODE_ENV: 'production', SEED: '' }).SEED).toBe('none');
    expect(loadEnv({ NODE_ENV: 'production', SEED: 'none' }).SEED).toBe('none');
    expect(loadEnv({ NODE_ENV: 'development', SEED: 'none' }).SEED).toBe('none');
  });

  it('refuses SEED=demo in production with a French message', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SEED: 'demo' })).toThrow(SEED_DEMO_EN_PRODUCTION);
    expect(SEED_DEMO_EN_PRODUCTION).toMatch(/refusé en production/);
  });

  it('reads the telephony webhook, and refuses it without its secret', () => {
    expect(loadEnv({}).TELEPHONIE_WEBHOOK_URL).toBeUndefined();
    const env = loadEnv({
      TELEPHONIE_WEBHOOK_URL: 'https://tel.example/renvoi',
      TELEPHONIE_WEBHOOK_SECRET: 'x'.repeat(16),
    });
    expect(env).toMatchObject({ TELEPHONIE_WEBHOOK_URL: 'https://tel.example/renvoi', TELEPHONIE_TENTATIVES: 4 });
    expect(() => loadEnv({ TELEPHONIE_WEBHOOK_URL: 'https://tel.example/renvoi' })).toThrow(SECRET_TELEPHONIE_REQUIS);
    expect(() => loadEnv({ TELEPHONIE_WEBHOOK_URL: 'pas une adresse' })).toThrow(/TELEPHONIE_WEBHOOK_URL/);
    expect(() => loadEnv({ TELEPHONIE_WEBHOOK_URL: 'https://t.example', TELEPHONIE_WEBHOOK_SECRET: 'court' })).toThrow(
      /16 caractères/,
    );
  });

  it('reads the VAPID keys as a pair, and its contact', () => {
    expect(loadEnv({})).toMatchObject({ VAPID_SUBJECT: 'mailto:ne-pas-repondre@roulement.local' });
    expect(loadEnv({ VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv' })).toMatchObject({
      VAPID_PUBLIC_KEY: 'BPub',
      VAPID_PRIVATE_KEY: 'priv',
    });
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow(/définissez les deux, ou aucune/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'ne-pas-repondre@roulement.local' })).toThrow(/VAPID_SUBJECT/);
  });
});
