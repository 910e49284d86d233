import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession, login } from '../../../lib/auth';
import { sessionFixture } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { PasswordDialog } from './mot-de-passe-modification-dialog';

function setup() {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<PasswordDialog open utilisateurId={7} onClose={onClose} onChanged={onChanged} />);
  return {
    onChanged,
    onClose,
    actuel: screen.getByLabelText(/^Mot de passe actuel/),
    nouveau: screen.getByLabelText(/^Nouveau mot de passe/),
    confirmation: screen.getByLabelText(/^Confirmer le mot de passe/),
    bouton: screen.getByRole('button', { name: 'Mettre à jour' }) as HTMLButtonElement,
  };
}

describe('PasswordDialog', () => {
  it('asks for the new password before anything is typed, with Update disabled', () => {
    const { bouton } = setup();
    expect(screen.getByText('Entrer le nouveau mot de passe')).toBeTruthy();
    expect(bouton.disabled).toBe(true);
  });

  it('lists every rule the typed password breaks, live', async () => {
    const user = userEvent.setup();
    const { nouveau, bouton } = setup();
    await user.type(nouveau, 'abc');
    expect(screen.getByText('Au moins un chiffre')).toBeTruthy();
    expect(screen.getByText('Au moins une majuscule')).toBeTruthy();
    expect(screen.getByText('Au moins un caractère spécial')).toBeTruthy();
    expect(screen.getByText('Au moins 8 caractères')).toBeTruthy();
    expect(screen.queryByText('Entrer le nouveau mot de passe')).toBeNull();
    await user.type(nouveau, 'D1!xyz');
    expect(screen.queryByText('Au moins un chiffre')).toBeNull();
    expect(screen.queryByText('Au moins 8 caractères')).toBeNull();
    expect(bouton.disabled).toBe(true);
  });

  it('says when the confirmation does not match and enables Update once it does', async () => {
    const user = userEvent.setup();
    const { actuel, nouveau, confirmation, bouton } = setup();
    await user.type(actuel, 'Ancien-2025!');
    await user.type(nouveau, 'Solide-2026');
    await user.type(confirmation, 'Solide-2025');
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    expect(bouton.disabled).toBe(true);
    await user.clear(confirmation);
    await user.type(confirmation, 'Solide-2026');
    await waitFor(() => expect(bouton.disabled).toBe(false));
    expect(screen.queryByText('Les mots de passe ne correspondent pas')).toBeNull();
  });

  it('keeps Update disabled until the current password is typed', async () => {
    const user = userEvent.setup();
    const { actuel, nouveau, confirmation, bouton } = setup();
    await user.type(nouveau, 'Solide-2026');
    await user.type(confirmation, 'Solide-2026');
    expect(bouton.disabled).toBe(true);
    await user.type(actuel, 'Ancien-2025!');
    await waitFor(() => expect(bouton.disabled).toBe(false));
  });

  it('sends the current and new passwords, then signs back in with the new one (the old token is revoked)', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR']));
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/utilisateur/7/password' && init?.method === 'PUT')
        return new Response(null, { status: 204 });
      if (url.pathname === '/api/authentification/connexion')
        return Response.json({ ...sessionFixture(['ROLE_UTILISATEUR']), accessToken: 'jeton-neuf' });
      return undefined;
    });
    const user = userEvent.setup();
    const { actuel, nouveau, confirmation, bouton, onChanged } = setup();
    await user.type(actuel, 'Ancien-2025!');
    await user.type(nouveau, 'Solide-2026');
    await user.type(confirmation, 'Solide-2026');
    await waitFor(() => expect(bouton.disabled).toBe(false));
    await user.click(bouton);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      utilisateurId: 7,
      currentPassword: 'Ancien-2025!',
      newPassword: 'Solide-2026',
    });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jeton-de-test');
    const [url, relogin] = fetch.mock.calls[1] ?? [];
    expect(String(url)).toContain('/api/authentification/connexion');
    expect(JSON.parse(String(relogin?.body)).password).toBe('Solide-2026');
    expect(getSession()?.accessToken).toBe('jeton-neuf');
  });
});
