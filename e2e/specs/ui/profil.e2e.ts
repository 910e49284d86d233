import { expect, it } from 'vitest';
import { apiLogin, createUser, getJson } from '../../support/api';
import { champ, loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();

// A 1×1 PNG, made by hand: signature, IHDR, IDAT, IEND.
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openProfile(email: string, password?: string) {
  await loginAs(b.page, email, password);
  await b.page.waitForURL('**/planning');
  await b.page.goto('/profil/informations');
  await b.page.getByRole('button', { name: 'Modifier Prénom' }).waitFor();
}

it('saves a first name edited in place, and keeps it after a reload', async () => {
  const { email } = await createUser(b.baseURL, 'profil');
  await openProfile(email);
  await b.page.getByRole('button', { name: 'Modifier Prénom' }).click();
  const field = champ(b.page, 'Prénom');
  await field.fill('Évangéline');
  await field.press('Enter');
  await b.page.getByText('Modification enregistrée').waitFor();
  await b.page.reload();
  await expect.poll(() => b.page.getByTestId('valeur-Prénom').textContent()).toBe('Évangéline');
});

it('cancels an edit with Escape', async () => {
  const { email } = await createUser(b.baseURL, 'escape');
  await openProfile(email);
  await b.page.getByRole('button', { name: 'Modifier Nom' }).click();
  const field = champ(b.page, 'Nom');
  await field.fill('Autre');
  await field.press('Escape');
  expect(await b.page.getByTestId('valeur-Nom').textContent()).toBe('Testeuse');
});

it('changes the password, then signs in with the new one only', async () => {
  const { email } = await createUser(b.baseURL, 'motdepasse');
  await openProfile(email);
  await b.page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const update = b.page.getByRole('button', { name: 'Mettre à jour' });
  await champ(b.page, 'Mot de passe actuel').fill('Pas-le-bon-2026!');
  await champ(b.page, 'Nouveau mot de passe').fill('faible');
  expect(await b.page.getByText('Au moins une majuscule').isVisible()).toBe(true);
  expect(await update.isDisabled()).toBe(true);
  await champ(b.page, 'Nouveau mot de passe').fill('Nouveau-2027!');
  await champ(b.page, 'Confirmer le mot de passe').fill('Nouveau-2027!');
  await update.click();
  // The server's refusal lands under the field it is about.
  await b.page.getByText('Mot de passe actuel incorrect').waitFor();
  await champ(b.page, 'Mot de passe actuel').fill('Demo-2026!');
  await update.click();
  await b.page.getByText('Mot de passe modifié').waitFor();

  await b.page.getByRole('button', { name: 'Déconnexion' }).click();
  await b.page.waitForURL((url) => url.pathname === '/');
  // Signing out reloads the page once the server has ended the session: let that load finish first.
  await b.page.getByRole('form', { name: 'Connexion' }).waitFor();
  await b.page.waitForLoadState('networkidle');
  await loginAs(b.page, email, 'Demo-2026!');
  await b.page.getByRole('alert').waitFor();
  await loginAs(b.page, email, 'Nouveau-2027!');
  await b.page.waitForURL('**/planning');
});

it('uploads a PNG avatar', async () => {
  const { email, utilisateurId } = await createUser(b.baseURL, 'avatar');
  await openProfile(email);
  await b.page.getByRole('button', { name: "Changer d'avatar" }).click();
  await b.page
    .getByLabel("Image de l'avatar (PNG)")
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await b.page.getByRole('button', { name: 'Confirmer' }).click();
  await b.page.getByText('Avatar modifié').waitFor();
  const token = await apiLogin(b.baseURL, email);
  const user = await getJson<{ hasAvatar: boolean }>(
    b.baseURL,
    `/api/utilisateur/email?_search=${encodeURIComponent(email)}`,
    token,
  );
  expect(user.hasAvatar).toBe(true);
  const image = await fetch(`${b.baseURL}/api/utilisateur/${utilisateurId}/avatar`, {
    headers: { authorization: token },
  });
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1x1)).toBe(true);
});
