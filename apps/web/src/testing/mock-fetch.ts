import { vi } from 'vitest';

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | undefined;

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces `fetch` with handlers tried in order; an unhandled call answers 404 with the API's
 * envelope so a missing stub shows as a French error rather than a hang.
 */
export function mockFetch(...handlers: FetchHandler[]) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    for (const handler of handlers) {
      const response = handler(url, init);
      if (response) return response;
    }
    return jsonResponse(
      { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Ressource introuvable' },
      404,
    );
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
