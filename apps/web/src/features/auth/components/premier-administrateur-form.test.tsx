import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { jetonDuLien, PremierAdministrateurForm } from './premier-administrateur-form';

describe('PremierAdministrateurForm', () => {
  it('reads the token after # in the link', () => {
    expect(jetonDuLien('#jeton=abc_DEF-123')).toBe('abc_DEF-123');
    expect(jetonDuLien('')).toBe('');
  });

  it('says the link is incomplete when it carries no token', () => {
    renderWithProviders(<PremierAdministrateurForm jeton="" onCree={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/ne contient pas de jeton/);
  });

  it('sends the form with the token and confirms the creation', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/authentification/premier-administrateur' && init?.method === 'POST'
        ? Response.json({}, { status: 201 })
        : undefined,
    );
    const onCree = vi.fn();
    renderWithProviders(<PremierAdministrateurForm jeton={'j'.repeat(43)} onCree={onCree} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Prénom/), 'Claire');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'claire@asso.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Premiere-2026!');
    await user.click(screen.getByRole('button', { name: "Créer l'administrateur" }));
    await waitFor(() => expect(onCree).toHaveBeenCalled());
    expect(screen.getByText(/Administrateur créé/)).toBeTruthy();
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ jeton: 'j'.repeat(43), email: 'claire@asso.fr' });
  });

  it("shows the server's refusal of a spent or unknown link", async () => {
    mockFetch(() =>
      Response.json(
        {
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: 'Ce lien est invalide, expiré ou déjà utilisé',
        },
        { status: 404 },
      ),
    );
    renderWithProviders(<PremierAdministrateurForm jeton={'j'.repeat(43)} onCree={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Prénom/), 'Claire');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'claire@asso.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Premiere-2026!');
    await user.click(screen.getByRole('button', { name: "Créer l'administrateur" }));
    expect(await screen.findByText('Ce lien est invalide, expiré ou déjà utilisé')).toBeTruthy();
  });
});
