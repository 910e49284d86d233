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
  await b.page.getByRole('heading', { name: 'Mon profil', level: 1 }).waitFor();
  await b.page.getByRole('heading', { name: 'Samuel Salarié' }).waitFor();
  await expect.poll(() => b.page.getByText('salarie@demo.test').first().isVisible()).toBe(true);
});

/** Mon planning as salarie@demo.test sees it: its title and the service the demo makes them a member of. */
async function attendreMonPlanning() {
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('heading', { name: 'Mon planning', level: 1 }).waitFor();
  await b.page.getByText('Foyer Les Cèdres', { exact: true }).first().waitFor();
}

it('goes to Mon planning after a plain sign-in', async () => {
  await loginAs(b.page, 'salarie@demo.test');
  await attendreMonPlanning();
});

it('shows the server message for a wrong password and stays on the login page', async () => {
  await loginAs(b.page, 'salarie@demo.test', 'Mauvais-2026!');
  const alert = b.page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toContain('Adresse e-mail ou mot de passe incorrect');
  expect(new URL(b.page.url()).pathname).toBe('/');
  expect(await b.page.getByRole('button', { name: 'Connexion' }).isVisible()).toBe(true);
  expect(await b.page.getByRole('link', { name: 'Mon profil' }).count()).toBe(0);
});

it('logs out from the profile menu and protects the pages again', async () => {
  await loginAs(b.page, 'salarie@demo.test');
  await attendreMonPlanning();
  await b.page.getByRole('link', { name: 'Mon profil' }).click();
  await b.page.waitForURL('**/profil/informations');
  await b.page.getByRole('heading', { name: 'Samuel Salarié' }).waitFor();
  await b.page.getByRole('button', { name: 'Déconnexion' }).click();
  await b.page.waitForURL((url) => url.pathname === '/');
  await champ(b.page, 'Adresse e-mail').waitFor();
  expect(await b.page.getByRole('link', { name: 'Mon profil' }).count()).toBe(0);
  await b.page.goto('/planning');
  await b.page.waitForURL(/\/\?nextUrl=%2Fplanning/);
  // The URL changes before the login form renders: wait for the button rather than read it at once.
  await b.page.getByRole('button', { name: 'Connexion' }).waitFor();
  expect(await b.page.getByRole('heading', { name: 'Mon planning' }).count()).toBe(0);
});
