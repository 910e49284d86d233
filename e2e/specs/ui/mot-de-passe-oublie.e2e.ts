import { afterAll, beforeAll, expect, it } from 'vitest';
import { champ, loginAs, useBrowser } from '../../support/browser';
import { startServerWithMailSink } from '../../support/mail-sink';

const b = useBrowser();
let produit: Awaited<ReturnType<typeof startServerWithMailSink>>;

// Its own server, whose mails go to a sink this file reads (and whose passwords it may change).
beforeAll(async () => {
  produit = await startServerWithMailSink();
  b.baseURL = produit.server.url;
}, 120_000);
afterAll(() => produit?.stop());

it('mails a link from « Mot de passe oublié ? », sets a new password through it, then the link has served', async () => {
  await b.page.goto('/');
  await b.page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await b.page.waitForURL('**/mot-de-passe-oublie');
  // The sign-in form has an « Adresse e-mail » too: wait for this page's form, which loads lazily.
  const formulaire = b.page.getByRole('form', { name: 'Mot de passe oublié' });
  await formulaire.waitFor();
  await champ(formulaire, 'Adresse e-mail').fill('salarie@demo.test');
  await b.page.screenshot({ path: 'test-results/ecran-mot-de-passe-oublie.png' });
  await b.page.getByRole('button', { name: 'Recevoir un lien' }).click();
  await b.page
    .getByRole('status')
    .getByText(/Si un compte existe avec cette adresse/)
    .waitFor();

  const lien = await produit.lienPour('salarie@demo.test', 'reinitialisation');
  await b.page.goto(lien);
  await b.page.getByText(/^Bonjour .+, choisissez un nouveau mot de passe\.$/).waitFor();
  const enregistrer = b.page.getByRole('button', { name: 'Enregistrer le mot de passe' });
  await b.page.getByLabel(/^Nouveau mot de passe/).fill('court');
  await b.page.getByText('Au moins un chiffre').waitFor();
  expect(await enregistrer.isDisabled()).toBe(true);
  await b.page.getByLabel(/^Nouveau mot de passe/).fill('Oublie-2026!');
  await b.page.getByLabel(/^Confirmer le mot de passe/).fill('Oublie-2026?');
  await b.page.getByText('Les mots de passe ne correspondent pas').waitFor();
  await b.page.getByLabel(/^Confirmer le mot de passe/).fill('Oublie-2026!');
  await b.page.screenshot({ path: 'test-results/ecran-reinitialisation.png' });
  await enregistrer.click();
  await b.page.waitForURL('**/planning');

  const autre = await b.browser.newPage({ baseURL: b.baseURL, locale: 'fr-FR' });
  await autre.goto(lien);
  await autre
    .getByRole('alert')
    .getByText(/Ce lien a déjà servi/)
    .waitFor();
  await autre.screenshot({ path: 'test-results/ecran-lien-deja-utilise.png' });
  await loginAs(autre, 'salarie@demo.test', 'Oublie-2026!');
  await autre.waitForURL('**/planning');
  await autre.close();
});

it('answers the same message for an address that has no account, and mails nothing', async () => {
  await b.page.goto('/mot-de-passe-oublie');
  await champ(b.page, 'Adresse e-mail').fill('personne@demo.test');
  await b.page.getByRole('button', { name: 'Recevoir un lien' }).click();
  await b.page
    .getByRole('status')
    .getByText(/Si un compte existe avec cette adresse/)
    .waitFor();
  expect(produit.sink.mails.filter((m) => m.to === 'personne@demo.test')).toEqual([]);
});
