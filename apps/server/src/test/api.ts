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
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

export type Auth = { authorization: string };

/** Who calls: an e-mail (signed in once, then cached), Authorization headers, or nobody. */
export type Appelant = string | Auth | null;

// Each part is required when the route declares it and absent otherwise, as in the web's client.
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
export type CallOptions<R extends RouteDefinition> = Part<'params', ParamsInputOf<R>> &
  Part<'query', QueryInputOf<R>> &
  Part<'body', BodyInputOf<R>>;

/** An answer: `body` typed by the contract for a success, `error` the envelope of a failure. */
export interface Reponse<R extends RouteDefinition> {
  status: number;
  body: ResponseOf<R>;
  /** The error envelope (ARCHITECTURE.md §4.5); throws when the answer is not one. */
  readonly error: ApiError;
  /** The raw answer, for headers and `expectApiError`. */
  raw: LightMyRequestResponse;
}

type Scalar = string | number | boolean | null | undefined;

/** The URL of a contract route: `:name` segments filled, query values in a search string. */
export function urlOf(route: RouteDefinition, params?: unknown, query?: unknown): string {
  const pathParams: Record<string, string> = {};
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, Scalar>)) {
    if (value !== undefined && value !== null) pathParams[key] = String(value);
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, Scalar>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return `/api${buildPath(route.path, pathParams)}${qs ? `?${qs}` : ''}`;
}

function reponse<R extends RouteDefinition>(raw: LightMyRequestResponse): Reponse<R> {
  const json = raw.body.length > 0 && /json/.test(String(raw.headers['content-type'] ?? ''));
  return {
    status: raw.statusCode,
    body: (json ? raw.json() : raw.body || undefined) as ResponseOf<R>,
    get error() {
      return ApiErrorSchema.parse(raw.json());
    },
    raw,
  };
}

/**
 * The typed API client of the tests: `api.as(email).call(apiRoutes.conges.creer, { body })`.
 * Tokens carry the roles of the moment they were issued: `oublier(email)` forces a new sign-in
 * after a change of roles.
 */
export function apiClient(t: TestApp) {
  const jetons = new Map<string, Promise<Auth>>();
  async function headersOf(who: Appelant): Promise<Auth | Record<string, never>> {
    if (who === null) return {};
    if (typeof who !== 'string') return who;
    let jeton = jetons.get(who);
    if (!jeton) {
      jeton = t.login(who);
      jetons.set(who, jeton);
    }
    return jeton;
  }
  async function envoyer<R extends RouteDefinition>(
    who: Appelant,
    route: R,
    { params, query, body }: { params?: unknown; query?: unknown; body?: unknown },
  ): Promise<Reponse<R>> {
    const raw = await t.inject({
      method: route.method,
      url: urlOf(route, params, query),
      headers: await headersOf(who),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return reponse<R>(raw);
  }
  return {
    as(who: Appelant) {
      return {
        call<R extends RouteDefinition>(route: R, ...[options]: OptionsArg<R>): Promise<Reponse<R>> {
          return envoyer(who, route, options ?? {});
        },
        /** The same call with a body the contract cannot type: what validation tests send. */
        callBrut<R extends RouteDefinition>(
          route: R,
          options: { params?: ParamsInputOf<R>; query?: Record<string, unknown>; body?: unknown },
        ): Promise<Reponse<R>> {
          return envoyer(who, route, options);
        },
      };
    },
    oublier(email: string) {
      jetons.delete(email);
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

// The options may be left out when the route declares no params, query nor body.
type OptionsArg<R extends RouteDefinition> =
  Record<string, never> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];
