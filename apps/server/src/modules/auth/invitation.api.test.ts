import { createHash } from 'node:crypto';
import { apiRoutes, LIEN_DEJA_UTILISE, LIEN_EXPIRE, LIEN_INVALIDE } from '@roulement/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lienUtilisateur, mailSortant, utilisateur } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { expectApiError } from '../../test/http';
import { buildOrganisation, type Organisation } from '../../test/organisation';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
let o: Organisation;
let sequence = 0;

const A = apiRoutes.auth;
// Untyped bodies: the validation cases send malformed links and passwords.
const verifier = (jeton: unknown) => api.as(null).callBrut(A.verifierInvitation, { body: { jeton } });
const accepter = (jeton: unknown, password: unknown) =>
  api.as(null).callBrut(A.accepterInvitation, { body: { jeton, password } });

/** Declares a new employee of establishment A, as its administrator would; answers their e-mail. */
async function declarer(overrides: Record<string, unknown> = {}): Promise<{ email: string; statusCode: number }> {
  const email = `invite${++sequence}@test.local`;
  const r = await api.as(o.as.adminA).callBrut(apiRoutes.employe.creer, {
    body: {
      utilisateur: { utilisateurId: 0, genre: 'Mme', nom: 'Invitée', prenom: 'Inès', email },
      etablissementId: o.etab.a,
      soldeRecupInitial: 0,
      soldeInitialCongesPayes: 0,
      soldeInitialCongesTrimestriels: 0,
      ...overrides,
    },
  });
  return { email, statusCode: r.status };
}

const mailsDe = (email: string) =>
  t.db.select().from(mailSortant).where(eq(mailSortant.destinataire, email)).orderBy(desc(mailSortant.id));

async function jetonDe(email: string): Promise<string> {
  const [mail] = await mailsDe(email);
  const jeton = /\/invitation\/([\w-]{43})$/m.exec(mail?.corps ?? '')?.[1];
  if (!jeton) throw new Error(`pas de lien d'invitation pour ${email}`);
  return jeton;
}

beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://roulement.example.org/' });
  api = apiClient(t);
  o = await buildOrganisation(t);
});
afterAll(() => t.close());

describe('the invitation sent when an employee is declared with a new account', () => {
  it('writes, in the declaring transaction, one mail with a link of APP_URL and no password', async () => {
    const { email, statusCode } = await declarer();
    expect(statusCode).toBe(201);
    const mails = await mailsDe(email);
    expect(mails).toHaveLength(1);
    const corps = mails[0]!.corps;
    expect(corps).toMatch(/^https:\/\/roulement\.example\.org\/invitation\/[\w-]{43}$/m);
    expect(corps).not.toMatch(/mot de passe provisoire|mot de passe :/i);
    expect(corps).toContain('valable 7 jours');

    const [compte] = await t.db.select().from(utilisateur).where(eq(utilisateur.email, email));
    const [lien] = await t.db.select().from(lienUtilisateur).where(eq(lienUtilisateur.utilisateurId, compte!.id));
    // now() is the time of the transaction: equal stamps mean one transaction wrote all three.
    expect(mails[0]!.creeLe).toEqual(compte!.creeLe);
    expect(lien!.creeLe).toEqual(compte!.creeLe);
    expect(lien).toMatchObject({ type: 'INVITATION', utiliseLe: null });
    const septJours = lien!.expireLe.getTime() - lien!.creeLe.getTime();
    expect(Math.abs(septJours - 7 * 24 * 3600_000)).toBeLessThan(60_000);
  });

  it('keeps only the SHA-256 of the token', async () => {
    const { email } = await declarer();
    const jeton = await jetonDe(email);
    const [lien] = await t.db
      .select()
      .from(lienUtilisateur)
      .where(eq(lienUtilisateur.jetonHash, createHash('sha256').update(jeton).digest('hex')));
    expect(lien).toBeDefined();
    const tout = JSON.stringify(await t.db.select().from(lienUtilisateur));
    expect(tout).not.toContain(jeton);
  });

  it('writes neither the account, the link nor the mail when the declaration is refused', async () => {
    const avant = (await t.db.select().from(lienUtilisateur)).length;
    const { email, statusCode } = await declarer({ createMembreCommands: [{ serviceId: 999_999, heuresHebdo: 1 }] });
    expect(statusCode).toBe(400);
    expect(await mailsDe(email)).toHaveLength(0);
    expect(await t.db.select().from(lienUtilisateur)).toHaveLength(avant);
  });
});

describe('POST /api/authentification/invitation/verifier', () => {
  it('tells whom a valid link is for', async () => {
    const { email } = await declarer();
    const r = await verifier(await jetonDe(email));
    expect(r.status, r.raw.body).toBe(200);
    expect(r.body).toEqual({ email, nomComplet: 'Inès Invitée' });
  });

  it('answers 404 with a French message for an unknown link, 400 for a malformed one', async () => {
    const inconnu = expectApiError(await verifier('A'.repeat(43)), 404, 'NOT_FOUND');
    expect(inconnu.message).toBe(LIEN_INVALIDE);
    const body = expectApiError(await verifier('trop-court'), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.jeton).toBe(LIEN_INVALIDE);
    expectApiError(await api.as(null).callBrut(A.verifierInvitation, { body: {} }), 400);
  });
});

describe('POST /api/authentification/invitation', () => {
  it('answers 400 with the French rules of spec §5, using nothing up', async () => {
    const { email } = await declarer();
    const jeton = await jetonDe(email);
    const body = expectApiError(await accepter(jeton, 'court'), 400, 'VALIDATION_ERROR');
    expect(['Au moins un chiffre', 'Au moins une majuscule', 'Au moins un caractère spécial']).toContain(
      body.fieldErrors?.password,
    );
    const vide = expectApiError(await accepter(jeton, ''), 400);
    expect(vide.fieldErrors?.password).toBe('Entrer le nouveau mot de passe');
    expect((await verifier(jeton)).status).toBe(200);
  });

  it('sets the password, signs in, and the link then says it has served', async () => {
    const { email } = await declarer();
    const jeton = await jetonDe(email);
    const r = await accepter(jeton, 'Premier-2026!');
    expect(r.status, r.raw.body).toBe(200);
    const session = r.body;
    expect(session.username).toBe(email);
    expect(session.roles).toContain('ROLE_UTILISATEUR');
    const moi = await api
      .as({ authorization: `Bearer ${session.accessToken}` })
      .call(A.rechercherParEmail, { query: { _search: email } });
    expect(moi.status).toBe(200);
    await t.login(email, 'Premier-2026!');

    const encore = expectApiError(await accepter(jeton, 'Second-2026!'), 409, 'CONFLICT');
    expect(encore.message).toBe(LIEN_DEJA_UTILISE);
    expect(expectApiError(await verifier(jeton), 409).message).toBe(LIEN_DEJA_UTILISE);
    await t.login(email, 'Premier-2026!');
  });

  it('refuses an expired link (409, French) and changes nothing', async () => {
    const { email } = await declarer();
    const jeton = await jetonDe(email);
    const hash = createHash('sha256').update(jeton).digest('hex');
    await t.db
      .update(lienUtilisateur)
      .set({ expireLe: new Date(Date.now() - 1000) })
      .where(eq(lienUtilisateur.jetonHash, hash));
    expect(expectApiError(await verifier(jeton), 409, 'CONFLICT').message).toBe(LIEN_EXPIRE);
    expect(expectApiError(await accepter(jeton, 'Premier-2026!'), 409).message).toBe(LIEN_EXPIRE);
    const [lien] = await t.db.select().from(lienUtilisateur).where(eq(lienUtilisateur.jetonHash, hash));
    expect(lien!.utiliseLe).toBeNull();
  });

  it('does not take an invitation link for a forgotten-password one', async () => {
    const { email } = await declarer();
    const r = await api
      .as(null)
      .call(A.reinitialiserMotDePasse, { body: { jeton: await jetonDe(email), password: 'Neuf-2026!' } });
    expect(expectApiError(r, 404).message).toBe(LIEN_INVALIDE);
  });

  it('lets one of two simultaneous uses of a link through', async () => {
    const { email } = await declarer();
    const jeton = await jetonDe(email);
    const reponses = await Promise.all([accepter(jeton, 'Premier-2026!'), accepter(jeton, 'Second-2026!')]);
    expect(reponses.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
