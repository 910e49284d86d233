import { DEMO_PASSWORD } from './browser';

/** Direct API calls for test set-up, so each spec owns the data it changes. */
export async function apiLogin(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const r = await fetch(`${baseURL}/api/authentification/connexion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!r.ok) throw new Error(`connexion ${email} : ${r.status}`);
  return `Bearer ${((await r.json()) as { accessToken: string }).accessToken}`;
}

/** Registers a fresh user through the Administrateur's API and answers its e-mail. */
export async function createUser(baseURL: string, prefix: string): Promise<{ email: string; utilisateurId: number }> {
  const email = `${prefix}.${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.test`;
  const r = await fetch(`${baseURL}/api/authentification/inscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await apiLogin(baseURL, 'admin@demo.test') },
    body: JSON.stringify({ genre: 'Mme', nom: 'Testeuse', prenom: 'Eva', email, password: DEMO_PASSWORD }),
  });
  if (r.status !== 201) throw new Error(`inscription : ${r.status} ${await r.text()}`);
  return { email, utilisateurId: ((await r.json()) as { utilisateurId: number }).utilisateurId };
}

export async function getJson<T>(baseURL: string, path: string, authorization: string): Promise<T> {
  const r = await fetch(`${baseURL}${path}`, { headers: { authorization } });
  if (!r.ok) throw new Error(`${path} : ${r.status}`);
  return (await r.json()) as T;
}

/** Sends a JSON body (POST, PUT) and answers the JSON reply; a failure names the call. */
export async function sendJson<T>(
  baseURL: string,
  method: 'POST' | 'PUT',
  path: string,
  authorization: string,
  body: unknown,
): Promise<T> {
  const r = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} ${path} : ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

export const postJson = <T>(baseURL: string, path: string, authorization: string, body: unknown): Promise<T> =>
  sendJson<T>(baseURL, 'POST', path, authorization, body);
