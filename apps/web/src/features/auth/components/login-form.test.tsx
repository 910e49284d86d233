import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/auth';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';

async function submit(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Adresse e-mail/), 'salarie@demo.test');
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Connexion' }));
}

describe('LoginForm (spec §2.4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's error text when sign-in is refused", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          statusCode: 401,
          error: 'Unauthorized',
          code: 'INVALID_CREDENTIALS',
          message: 'Adresse e-mail ou mot de passe incorrect',
        },
        401,
      ),
    );
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    await submit('mauvais');
    expect((await screen.findByRole('alert')).textContent).toBe('Adresse e-mail ou mot de passe incorrect');
    expect(getSession()).toBeNull();
  });

  it('stores the session and reports success', async () => {
    const session = sessionFixture(['ROLE_UTILISATEUR']);
    mockFetch((url) => (url.pathname === '/api/authentification/connexion' ? jsonResponse(session) : undefined));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await submit('Demo-2026!');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(getSession()?.accessToken).toBe('jeton-de-test');
  });

  it('toggles the password visibility', async () => {
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    const field = screen.getByLabelText(/^Mot de passe/) as HTMLInputElement;
    expect(field.type).toBe('password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(field.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toBeTruthy();
  });
});
