import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/**
 * Calls the API as a user, signing in once per e-mail. Tokens carry the roles of the moment they
 * were issued: `oublier(email)` forces a new sign-in after a change of roles.
 */
export function appelant(t: TestApp) {
  const jetons = new Map<string, { authorization: string }>();
  async function en(email: string | null, method: InjectOptions['method'], url: string, payload?: unknown) {
    let headers: Record<string, string> = {};
    if (email) {
      if (!jetons.has(email)) jetons.set(email, await t.login(email));
      headers = jetons.get(email)!;
    }
    return t.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  return {
    en,
    get: (email: string | null, url: string) => en(email, 'GET', url),
    post: (email: string | null, url: string, payload?: unknown) => en(email, 'POST', url, payload ?? {}),
    put: (email: string | null, url: string, payload?: unknown) => en(email, 'PUT', url, payload ?? {}),
    del: (email: string | null, url: string) => en(email, 'DELETE', url),
    oublier: (email: string) => jetons.delete(email),
  };
}

export const json = <T>(r: LightMyRequestResponse) => r.json() as T;
