import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

describe('a request refused by the HTTP parser (issue 23)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('answers a 17,000-character search with 431 in French, in the error envelope', async () => {
    const r = await fetch(`${base}/api/usager/recherche?_search=${'a'.repeat(17_000)}`);
    expect(r.status).toBe(431);
    expect(await r.json()).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      code: 'HEADERS_TOO_LARGE',
      message: 'L’adresse ou les en-têtes de la requête sont trop longs',
    });
  });
});
