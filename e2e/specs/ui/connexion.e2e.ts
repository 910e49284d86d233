import { expect, it } from 'vitest';
import { champ, loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();

it('sends an anonymous visitor to the login and back to the page asked for after signing in', async () => {
  await b.page.goto('/profil/informations');
  await b.page.waitForURL(/\/\?nextUrl=/);
  expect(new URL(b.page.url()).searchParams.get('nextUrl')).toBe('/profil/informations');
  await champ(b.page, 'Adresse e-mail').fill('salarie@demo.test');
  await champ(b.page, 'Mot de passe').fill('Demo-2026!');
  await b.page.getByRole('button', { name: 'Connexion' }).click();
  await b.page.waitForURL('**/profil/informations');
  await expect.poll(() => b.page.getByText('salarie@demo.test').first().isVisible()).toBe(true);
});

it('goes to Mon planning after a plain sign-in', async () => {
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
});

it('shows the server message for a wrong password and stays on the login page', async () => {
  await loginAs(b.page, 'salarie@demo.test', 'Mauvais-2026!');
  const alert = b.page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toContain('Adresse e-mail ou mot de passe incorrect');
  expect(new URL(b.page.url()).pathname).toBe('/');
});

it('logs out from the profile menu and protects the pages again', async () => {
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('link', { name: 'Mon profil' }).click();
  await b.page.waitForURL('**/profil/informations');
  await b.page.getByRole('button', { name: 'Déconnexion' }).click();
  await b.page.waitForURL((url) => url.pathname === '/');
  await b.page.goto('/planning');
  await b.page.waitForURL(/\/\?nextUrl=%2Fplanning/);
});
