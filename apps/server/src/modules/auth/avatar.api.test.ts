import { AVATAR_MAX_OCTETS } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmploye, buildEtablissement, buildUtilisateur } from '../../test/factories';
import { expectApiError, multipart } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { defaultAvatar } from './default-avatar';

type Auth = { authorization: string };
let t: TestApp;
let ids: Record<'marie' | 'paul' | 'lucie', number>;
let as: Record<'marie' | 'paul' | 'lucie' | 'admin', Auth>;

// A real PNG that is not a default avatar: the Mme one with extra bytes after IEND.
const PNG = Buffer.concat([defaultAvatar('Mme'), Buffer.from('roulement')]);
const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  ...new Array(40).fill(0),
  0xff,
  0xd9,
]);
const fichier = (content: Buffer, name = 'avatar', filename = 'avatar.png') =>
  multipart([{ name, filename, contentType: 'image/png', content }]);

const envoyer = (id: number, body: { payload: Buffer | string; headers: Record<string, string> }, auth?: Auth) =>
  t.inject({
    method: 'PUT',
    url: `/api/utilisateur/${id}/avatar`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
const lire = (id: number, auth?: Auth) =>
  t.inject({ method: 'GET', url: `/api/utilisateur/${id}/avatar`, ...(auth ? { headers: auth } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildEtablissement(t.db);
  const b = await buildEtablissement(t.db);
  const user = async (email: string, genre: 'Mr' | 'Mme', etablissementId: number) => {
    const u = await buildUtilisateur(t.db, { email, genre });
    await buildEmploye(t.db, { utilisateurId: u.id, etablissementId });
    return u.id;
  };
  ids = {
    marie: await user('marie@test.local', 'Mme', a.id),
    paul: await user('paul@test.local', 'Mr', a.id),
    lucie: await user('lucie@test.local', 'Mme', b.id),
  };
  await buildUtilisateur(t.db, { email: 'admin@test.local', administrateurGlobal: true });
  as = {
    marie: await t.login('marie@test.local'),
    paul: await t.login('paul@test.local'),
    lucie: await t.login('lucie@test.local'),
    admin: await t.login('admin@test.local'),
  };
});
afterAll(() => t.close());

describe('GET /api/utilisateur/:id/avatar', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await lire(ids.marie), 401);
  });

  it('answers the default PNG of the genre when none was sent', async () => {
    const mme = await lire(ids.marie, as.marie);
    expect(mme.statusCode).toBe(200);
    expect(mme.headers['content-type']).toBe('image/png');
    expect(mme.headers['cache-control']).toBe('no-store');
    expect(mme.rawPayload.equals(defaultAvatar('Mme'))).toBe(true);
    const mr = await lire(ids.paul, as.marie);
    expect(mr.rawPayload.equals(defaultAvatar('Mr'))).toBe(true);
  });

  it('answers 404 for a user of another establishment or an unknown one', async () => {
    expectApiError(await lire(ids.marie, as.lucie), 404);
    expectApiError(await lire(999_999, as.admin), 404);
  });
});

describe('PUT /api/utilisateur/:id/avatar', () => {
  it('answers 401 without a token', async () => {
    expectApiError(await envoyer(ids.marie, fichier(PNG)), 401);
  });

  it('answers 403 to a colleague and 404 to another establishment, storing nothing', async () => {
    expectApiError(await envoyer(ids.marie, fichier(PNG), as.paul), 403);
    expectApiError(await envoyer(ids.marie, fichier(PNG), as.lucie), 404);
    expect((await lire(ids.marie, as.marie)).rawPayload.equals(defaultAvatar('Mme'))).toBe(true);
  });

  it('answers 415 for a JPEG named avatar.png and sent as image/png (checked by content)', async () => {
    const body = expectApiError(await envoyer(ids.marie, fichier(JPEG), as.marie), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(body.message).toBe("L'avatar doit être une image PNG");
  });

  it('answers 415 for text sent as the avatar', async () => {
    expectApiError(await envoyer(ids.marie, fichier(Buffer.from('bonjour, je suis un texte')), as.marie), 415);
  });

  it('answers 413 for an image over 1 MB', async () => {
    const gros = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_OCTETS + 1 - PNG.length)]);
    expectApiError(await envoyer(ids.marie, fichier(gros), as.marie), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('accepts an image of exactly 1 MB', async () => {
    const limite = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_OCTETS - PNG.length)]);
    const r = await envoyer(ids.paul, fichier(limite), as.paul);
    expect(r.statusCode, r.body).toBe(200);
    expect((await lire(ids.paul, as.paul)).rawPayload.equals(limite)).toBe(true);
  });

  it('answers 400 when the file is not in the avatar field', async () => {
    const body = expectApiError(await envoyer(ids.marie, fichier(PNG, 'image'), as.marie), 400);
    expect(body.message).toBe("Le fichier doit être envoyé dans le champ 'avatar'");
  });

  it('answers 400 for a form without a file, or with an empty one', async () => {
    const sansFichier = multipart([{ name: 'avatar', content: 'pas un fichier' }]);
    expectApiError(await envoyer(ids.marie, sansFichier, as.marie), 400);
    expectApiError(await envoyer(ids.marie, fichier(Buffer.alloc(0)), as.marie), 400);
  });

  it('answers a 4xx in French for a body that is not multipart', async () => {
    const json = await envoyer(
      ids.marie,
      { payload: '{"avatar":"x"}', headers: { 'content-type': 'application/json' } },
      as.marie,
    );
    expectApiError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const brut = await envoyer(ids.marie, { payload: PNG, headers: { 'content-type': 'image/png' } }, as.marie);
    expect(brut.statusCode).toBeGreaterThanOrEqual(400);
    expect(brut.statusCode).toBeLessThan(500);
    expectApiError(brut, brut.statusCode);
  });

  it('answers 400 for a multipart body without its boundary or cut short', async () => {
    const sansBoundary = await envoyer(
      ids.marie,
      { payload: fichier(PNG).payload, headers: { 'content-type': 'multipart/form-data' } },
      as.marie,
    );
    expectApiError(sansBoundary, 400, 'BAD_REQUEST');
    const { payload, headers } = fichier(PNG);
    expectApiError(await envoyer(ids.marie, { payload: payload.subarray(0, 120), headers }, as.marie), 400);
    expectApiError(await envoyer(ids.marie, { payload: payload.subarray(0, 20), headers }, as.marie), 400);
    expect((await lire(ids.marie, as.marie)).rawPayload.equals(defaultAvatar('Mme'))).toBe(true);
  });

  it('stores a PNG (200, hasAvatar true) and then answers its bytes', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'avatar.png');
    const request = new Response(form);
    const payload = Buffer.from(await request.arrayBuffer());
    const headers = { 'content-type': request.headers.get('content-type')! };
    const r = await envoyer(ids.marie, { payload, headers }, as.marie);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ utilisateurId: ids.marie, hasAvatar: true });
    const lu = await lire(ids.marie, as.paul);
    expect(lu.headers['content-type']).toBe('image/png');
    expect(lu.rawPayload.equals(PNG)).toBe(true);
    const moi = await t.inject({
      method: 'GET',
      url: '/api/utilisateur/email?_search=marie@test.local',
      headers: as.marie,
    });
    expect(moi.json().hasAvatar).toBe(true);
  });

  it("lets the Administrateur change someone's avatar", async () => {
    expect((await envoyer(ids.lucie, fichier(PNG), as.admin)).statusCode).toBe(200);
    expect((await lire(ids.lucie, as.lucie)).rawPayload.equals(PNG)).toBe(true);
  });
});
