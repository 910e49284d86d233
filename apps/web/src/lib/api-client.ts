import {
  type ApiError,
  ApiErrorSchema,
  type BodyInputOf,
  buildPath,
  type ParamsInputOf,
  type QueryInputOf,
  type ResponseOf,
  type RouteDefinition,
} from '@roulement/contract';
import { authorizationHeader, getSession, logoutAndReload } from './auth';

export const API_PREFIX = '/api';

/** A failed call, carrying the server's error envelope (French `message`). */
export class ApiCallError extends Error {
  readonly envelope: ApiError;

  constructor(envelope: ApiError) {
    super(envelope.message);
    this.name = 'ApiCallError';
    this.envelope = envelope;
  }

  get status(): number {
    return this.envelope.statusCode;
  }
}

/** The French text to show for any error a call or a render may throw. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiCallError) return error.message;
  return 'Une erreur inattendue est survenue.';
}

// Each part is required when the route declares it and forbidden otherwise.
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

export type CallOptions<R extends RouteDefinition> = Part<'params', ParamsInputOf<R>> &
  Part<'query', QueryInputOf<R>> &
  Part<'body', BodyInputOf<R>> & { signal?: AbortSignal };

type Scalar = string | number | boolean | null | undefined;

function urlOf(route: RouteDefinition, params: unknown, query: unknown): string {
  const pathParams: Record<string, string> = {};
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, Scalar>)) {
    if (value !== undefined && value !== null) pathParams[key] = String(value);
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, Scalar>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${buildPath(route.path, pathParams)}${qs ? `?${qs}` : ''}`;
}

async function envelopeOf(response: Response): Promise<ApiError> {
  try {
    const parsed = ApiErrorSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to a generic envelope.
  }
  return {
    statusCode: response.status,
    error: response.statusText,
    code: response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
    message: `Le serveur a répondu par une erreur (HTTP ${response.status}).`,
  };
}

const NETWORK_ERROR: ApiError = {
  statusCode: 0,
  error: 'Network Error',
  code: 'INTERNAL_ERROR',
  message: 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
};

/** The phone knows it has no network (issue 25): say so rather than blame the server. */
const OFFLINE_ERROR: ApiError = {
  ...NETWORK_ERROR,
  message: 'Hors ligne : cette action a besoin du serveur. Réessayez une fois le réseau revenu.',
};

/** Whether a call failed for want of a network (offline or no answer), so trying again may work. */
export const sansReseau = (error: unknown): boolean => error instanceof ApiCallError && error.status === 0;

/** Sends one request with the session's Bearer header; throws `ApiCallError` on failure. */
async function send(route: RouteDefinition, url: string, init: RequestInit): Promise<Response> {
  const session = getSession();
  const headers = new Headers(init.headers);
  if (session) headers.set('Authorization', authorizationHeader(session));
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: route.method, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiCallError(navigator.onLine ? NETWORK_ERROR : OFFLINE_ERROR);
  }
  if (response.ok) return response;
  // Spec §4: any 401 ends the session. A failed sign-in (public route) is only an error to show.
  if (response.status === 401 && route.permission.kind !== 'public' && session) {
    logoutAndReload();
  }
  throw new ApiCallError(await envelopeOf(response));
}

/** Typed call over a contract route: params, query and body typed from its schemas. */
export async function call<R extends RouteDefinition>(route: R, options: CallOptions<R>): Promise<ResponseOf<R>> {
  const { params, query, body, signal } = options as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const init: RequestInit = { headers: { Accept: 'application/json' }, signal: signal ?? null };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await send(route, urlOf(route, params, query), init);
  if (response.status === 204) return undefined as ResponseOf<R>;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as ResponseOf<R>;
}

/** A binary answer (an avatar image): fetched with the Bearer header, returned as a Blob. */
export async function callBlob<R extends RouteDefinition>(
  route: R,
  options: { params?: ParamsInputOf<R>; query?: QueryInputOf<R>; signal?: AbortSignal },
): Promise<Blob> {
  const init: RequestInit = { signal: options.signal ?? null };
  const response = await send(route, urlOf(route, options.params, options.query), init);
  return response.blob();
}

/** A multipart upload (the browser sets the boundary, so no Content-Type here). */
export async function callMultipart<R extends RouteDefinition>(
  route: R,
  options: { params?: ParamsInputOf<R>; formData: FormData; signal?: AbortSignal },
): Promise<ResponseOf<R>> {
  const init: RequestInit = {
    body: options.formData,
    headers: { Accept: 'application/json' },
    signal: options.signal ?? null,
  };
  const response = await send(route, urlOf(route, options.params, undefined), init);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as ResponseOf<R>;
}

/**
 * A multipart upload that tells how much of the file has gone: `fetch` reports no upload
 * progress, XMLHttpRequest does. Same header, errors and 401 handling as `send`.
 */
export function callMultipartSuivi<R extends RouteDefinition>(
  route: R,
  options: { params?: ParamsInputOf<R>; formData: FormData; onEnvoi: (fraction: number) => void },
): Promise<ResponseOf<R>> {
  const session = getSession();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, urlOf(route, options.params, undefined));
    xhr.setRequestHeader('Accept', 'application/json');
    if (session) xhr.setRequestHeader('Authorization', authorizationHeader(session));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onEnvoi(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onEnvoi(1);
    xhr.onerror = () => reject(new ApiCallError(navigator.onLine ? NETWORK_ERROR : OFFLINE_ERROR));
    xhr.onload = async () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as ResponseOf<R>);
        return;
      }
      if (xhr.status === 401 && route.permission.kind !== 'public' && session) logoutAndReload();
      const reponse = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      reject(new ApiCallError(await envelopeOf(reponse)));
    };
    xhr.send(options.formData);
  });
}
