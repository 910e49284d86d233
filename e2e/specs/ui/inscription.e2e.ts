import { expect, it } from 'vitest';
import { champ, loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();

it('lets the Administrateur register a user, listing the server errors first', async () => {
  await loginAs(b.page, 'admin@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/register');
  const form = b.page.getByRole('form', { name: 'Inscription' });
  await champ(form, 'Nom').fill('Nouvelle');
  await champ(form, 'Prénom').fill('Recrue');
  await champ(form, 'Adresse e-mail').fill('salarie@demo.test');
  await champ(form, 'Mot de passe').fill('Recrue-2026!');
  await form.getByRole('button', { name: /Inscri/ }).click();
  const errors = b.page.getByRole('list', { name: "Erreurs d'inscription" });
  await errors.waitFor();
  expect(await errors.textContent()).toContain('Un utilisateur existe déjà avec cette adresse e-mail');

  const email = `recrue.${Date.now()}@e2e.test`;
  await champ(form, 'Adresse e-mail').fill(email);
  await form.getByRole('button', { name: /Inscri/ }).click();
  await b.page.waitForURL(/\/employes\/create/);
  expect(new URL(b.page.url()).searchParams.get('email')).toBe(email);
});

it('sends a non-administrator away from the registration page', async () => {
  await loginAs(b.page, 'rh@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/register');
  await b.page.waitForURL('**/planning');
});
