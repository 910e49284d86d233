import { createHash } from 'node:crypto';
import { AuthentificationSchema, LIEN_DEJA_UTILISE, LIEN_EXPIRE, MESSAGE_LIEN_ENVOYE } from '@roulement/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historique, lienUtilisateur, mailSortant } from '../../db/schema';
import { buildUtilisateur, DEFAULT_PASSWORD } from '../../test/factories';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { MESSAGE_TROP_DE_DEMANDES } from './lien-rate-limit';
import { DUREE_MINIMALE_MS } from './mot-de-passe-oublie.service';

let t: TestApp;
let adresse = 0;
/** Each test asks from its own address, so the per-address limit of one does not reach another. */
const nouvelleAdresse = () => `10.0.0.${++adresse}`;

const demander = (email: unknown, remoteAddress = '10.0.1.1') =>
  t.inject({ method: 'POST', url: '/api/authentification/mot-de-passe-oublie', payload: { email }, remoteAddress });
const reinitialiser = (jeton: unknown, password: unknown) =>
  t.inject({ method: 'POST', url: '/api/authentification/reinitialisation', payload: { jeton, password } });
const verifier = (jeton: unknown) =>
  t.inject({ method: 'POST', url: '/api/authentification/reinitialisation/verifier', payload: { jeton } });
const connexion = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/authentification/connexion', payload: { email, password } });

const mailsDe = (email: string) =>
  t.db.select().from(mailSortant).where(eq(mailSortant.destinataire, email)).orderBy(desc(mailSortant.id));

async function dernierJeton(email: string): Promise<string> {
  const [mail] = await mailsDe(email);
  const jeton = /\/reinitialisation\/([\w-]{43})$/m.exec(mail?.corps ?? '')?.[1];
  if (!jeton) throw new Error(`pas de lien pour ${email}`);
  return jeton;
}

const hash = (jeton: string) => createHash('sha256').update(jeton).digest('hex');

beforeAll(async () => {
  t = await buildTestApp({ OUBLI_MAX_PAR_IP: '5', OUBLI_MAX_PAR_EMAIL: '3' });
  for (const nom of ['oubli', 'reinit', 'deux', 'expire', 'regles', 'limite']) {
    await buildUtilisateur(t.db, { email: `${nom}@test.local` });
  }
  await buildUtilisateur(t.db, { email: 'inactif@test.local', actif: false });
});
afterAll(() => t.close());

describe('POST /api/authentification/mot-de-passe-oublie', () => {
  it('answers the same status and body, after the same floor of time, whether the e-mail exists or not', async () => {
    const ip = nouvelleAdresse();
    const debut = Date.now();
    const connu = await demander('Oubli@Test.local', ip);
    const milieu = Date.now();
    const inconnu = await demander('personne@test.local', ip);
    const inactif = await demander('inactif@test.local', ip);
    expect(connu.statusCode).toBe(200);
    expect(inconnu.statusCode).toBe(200);
    expect(connu.json()).toEqual({ message: MESSAGE_LIEN_ENVOYE });
    expect(inconnu.body).toBe(connu.body);
    expect(inactif.body).toBe(connu.body);
    expect(milieu - debut).toBeGreaterThanOrEqual(DUREE_MINIMALE_MS - 5);
    expect(Date.now() - milieu).toBeGreaterThanOrEqual(2 * (DUREE_MINIMALE_MS - 5));
    expect(await mailsDe('personne@test.local')).toHaveLength(0);
    expect(await mailsDe('inactif@test.local')).toHaveLength(0);
  });

  it('e-mails a link valid one hour, keeping only its hash, in the transaction of the link', async () => {
    await demander('oubli@test.local', nouvelleAdresse());
    const [mail] = await mailsDe('oubli@test.local');
    expect(mail!.corps).toMatch(/^http:\/\/localhost:3000\/reinitialisation\/[\w-]{43}$/m);
    expect(mail!.corps).not.toContain(DEFAULT_PASSWORD);
    const jeton = await dernierJeton('oubli@test.local');
    const [lien] = await t.db
      .select()
      .from(lienUtilisateur)
      .where(eq(lienUtilisateur.jetonHash, hash(jeton)));
    expect(lien).toMatchObject({ type: 'REINITIALISATION', utiliseLe: null, creeLe: mail!.creeLe });
    expect(Math.abs(lien!.expireLe.getTime() - lien!.creeLe.getTime() - 3600_000)).toBeLessThan(1000);
  });

  it('answers 400 for a malformed e-mail', async () => {
    const body = expectApiError(await demander('pas-un-mail', nouvelleAdresse()), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.email).toBe("Format de l'adresse E-mail incorrect");
  });

  it('limits the requests for one e-mail, known or not, from any address (429, French)', async () => {
    for (const email of ['limite@test.local', 'inconnu-limite@test.local']) {
      for (let i = 0; i < 3; i++) expect((await demander(email, nouvelleAdresse())).statusCode).toBe(200);
      const body = expectApiError(await demander(email, nouvelleAdresse()), 429, 'TOO_MANY_REQUESTS');
      expect(body.message).toBe(MESSAGE_TROP_DE_DEMANDES);
    }
    expect(await mailsDe('limite@test.local')).toHaveLength(3);
  });

  it('limits the requests from one address, whatever the e-mails', async () => {
    const ip = nouvelleAdresse();
    for (let i = 0; i < 5; i++) expect((await demander(`ip${i}@test.local`, ip)).statusCode).toBe(200);
    expectApiError(await demander('ip9@test.local', ip), 429, 'TOO_MANY_REQUESTS');
    expect((await demander('ip9@test.local', nouvelleAdresse())).statusCode).toBe(200);
  });
});

describe('POST /api/authentification/reinitialisation', () => {
  it('answers 400 with the French rules of spec §5', async () => {
    await demander('regles@test.local', nouvelleAdresse());
    const jeton = await dernierJeton('regles@test.local');
    const body = expectApiError(await reinitialiser(jeton, 'sanschiffre!A'), 400, 'VALIDATION_ERROR');
    expect(body.fieldErrors?.password).toBe('Au moins un chiffre');
    const court = expectApiError(await reinitialiser(jeton, 'Ab1!'), 400);
    expect(court.fieldErrors?.password).toBe('Au moins 8 caractères');
    expect((await verifier(jeton)).json()).toEqual({ email: 'regles@test.local', nomComplet: expect.any(String) });
  });

  it('sets the new password, signs in, and the old password and the link stop working', async () => {
    await demander('reinit@test.local', nouvelleAdresse());
    const jeton = await dernierJeton('reinit@test.local');
    const r = await reinitialiser(jeton, 'Nouveau-2026!');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toMatchObject({ tokenType: 'Bearer', username: 'reinit@test.local' });
    expect((await connexion('reinit@test.local', DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await connexion('reinit@test.local', 'Nouveau-2026!')).statusCode).toBe(200);
    const { utilisateurId } = AuthentificationSchema.parse(r.json());
    const rangs = await t.db.select().from(historique).where(eq(historique.acteurId, utilisateurId));
    expect(rangs.map((h) => [h.entite, h.action, h.apres])).toEqual([
      ['utilisateur', 'MODIFICATION', { motDePasse: 'réinitialisé' }],
    ]);
    const encore = expectApiError(await reinitialiser(jeton, 'Autre-2026!'), 409, 'CONFLICT');
    expect(encore.message).toBe(LIEN_DEJA_UTILISE);
  });

  it('honours only the newest link, and voids every pending link once a password is chosen', async () => {
    await demander('deux@test.local', nouvelleAdresse());
    const ancien = await dernierJeton('deux@test.local');
    await demander('deux@test.local', nouvelleAdresse());
    const recent = await dernierJeton('deux@test.local');
    expect(expectApiError(await verifier(ancien), 409).message).toBe(LIEN_DEJA_UTILISE);
    expect((await reinitialiser(recent, 'Nouveau-2026!')).statusCode).toBe(200);
    const [enCours] = await t.db
      .select()
      .from(lienUtilisateur)
      .where(eq(lienUtilisateur.jetonHash, hash(recent)));
    expect(enCours!.utiliseLe).not.toBeNull();
  });

  it('refuses a link past its hour (409, French)', async () => {
    await demander('expire@test.local', nouvelleAdresse());
    const jeton = await dernierJeton('expire@test.local');
    await t.db
      .update(lienUtilisateur)
      .set({ expireLe: new Date(Date.now() - 1) })
      .where(eq(lienUtilisateur.jetonHash, hash(jeton)));
    expect(expectApiError(await reinitialiser(jeton, 'Nouveau-2026!'), 409).message).toBe(LIEN_EXPIRE);
    expect((await connexion('expire@test.local', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});
