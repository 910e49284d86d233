import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('the web app as the server sends it (issue 23)', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'roulement-web-'));
    mkdirSync(join(web, 'assets'));
    const page = '<!doctype html><script src="/assets/index-Ab12Cd.js"></script>';
    writeFileSync(join(web, 'index.html'), page);
    writeFileSync(join(web, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(web, 'favicon.svg'), '<svg/>');
    writeFileSync(join(web, 'assets/index-Ab12Cd.js'), SCRIPT);
    writeFileSync(join(web, 'assets/index-Ab12Cd.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(web, 'assets/lazy-Ef34.js'), SCRIPT);
    t = await buildTestApp({ WEB_DIST: web, APP_URL: 'https://roulement.example.org/' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('asks the browser to check index.html again each time, on every page path', async () => {
    for (const [url, encodage] of [
      ['/', 'br'],
      ['/planning', 'identity'],
      ['/reinitialisation/abc', 'br, gzip'],
    ] as const) {
      const r = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': encodage } });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('lets the browser keep a hashed asset for good', async () => {
    const r = await t.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    for (const url of ['/assets/missing.js', '/assets/old-Zz99.css', '/manquant.png']) {
      const r = await t.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type']).toMatch(/application\/json/);
      expect(r.json().message).toBe('Ressource introuvable');
    }
  });

  it('sends the script compressed at build time when the browser accepts brotli', async () => {
    const r = await t.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js', headers: { 'accept-encoding': 'br' } });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SCRIPT);
  });

  it('compresses a script without a compressed copy, and the JSON answers', async () => {
    const script = await t.inject({
      method: 'GET',
      url: '/assets/lazy-Ef34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(script.rawPayload).toString()).toBe(SCRIPT);

    const r = await t.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(r.rawPayload).toString())).toHaveProperty('paths');
  });

  it("allows only the application's own origin across sites", async () => {
    const r = await t.inject({ method: 'GET', url: '/api/sante', headers: { origin: 'https://evil.example' } });
    expect(r.headers['access-control-allow-origin']).toBe('https://roulement.example.org');
  });
});
