import { afterAll, beforeAll, expect, it } from 'vitest';
import { champ, loginAs, useBrowser } from '../../support/browser';
import { startServerWithMailSink } from '../../support/mail-sink';

const b = useBrowser();
let produit: Awaited<ReturnType<typeof startServerWithMailSink>>;

// Its own server, whose mails go to a sink this file reads.
beforeAll(async () => {
  produit = await startServerWithMailSink();
  b.baseURL = produit.server.url;
}, 120_000);
afterAll(() => produit?.stop());

it('invites a declared employee, who chooses a password through the link and signs in with it', async () => {
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/employes/create');
  const form = b.page.getByRole('form', { name: "Déclaration d'un nouvel employé" });
  const email = `invitee.${Date.now()}@e2e.test`;
  await champ(form, 'Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await form.getByText('Aucun utilisateur avec cette adresse : un nouvel utilisateur sera créé.').waitFor();
  await champ(form, 'Nom').fill('Invitée');
  await champ(form, 'Prénom').fill('Inès');
  await form.getByRole('button', { name: 'Créer' }).click();
  await b.page.waitForURL(/\/employes\/\d+$/);

  const lien = await produit.lienPour(email, 'invitation');
  const invitee = await b.browser.newPage({ baseURL: b.baseURL, locale: 'fr-FR' });
  await invitee.goto(lien);
  await invitee.getByText('Bonjour Inès Invitée, choisissez votre mot de passe.').waitFor();
  expect(await invitee.getByLabel('Identifiant').inputValue()).toBe(email);
  await invitee.getByLabel(/^Nouveau mot de passe/).fill('Invitee-2026!');
  await invitee.getByLabel(/^Confirmer le mot de passe/).fill('Invitee-2026!');
  await invitee.screenshot({ path: 'test-results/ecran-invitation.png' });
  await invitee.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await invitee.waitForURL('**/planning');
  await invitee.close();

  const ensuite = await b.browser.newPage({ baseURL: b.baseURL, locale: 'fr-FR' });
  await loginAs(ensuite, email, 'Invitee-2026!');
  await ensuite.waitForURL('**/planning');
  await ensuite.close();
});

it('says clearly that an unknown invitation link is not valid', async () => {
  await b.page.goto(`/invitation/${'x'.repeat(43)}`);
  await b.page
    .getByRole('alert')
    .getByText(/Ce lien n'est pas valide/)
    .waitFor();
  await b.page.screenshot({ path: 'test-results/ecran-invitation-invalide.png' });
});
