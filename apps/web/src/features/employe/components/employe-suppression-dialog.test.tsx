import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { SuppressionEmployeDialog } from './employe-suppression-dialog';

const REFUS_409 = 'Cet employé est chef du service « Accueil » : désignez d’abord un autre chef de service';

function setup(reponse: () => Response) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url, init) =>
    url.pathname === '/api/employe/5' && init?.method === 'DELETE' ? reponse() : undefined,
  );
  const onClose = vi.fn();
  const onSupprime = vi.fn();
  renderWithProviders(
    <SuppressionEmployeDialog
      open
      employe={{ employeId: 5, nomComplet: 'Sam Salarié' }}
      onClose={onClose}
      onSupprime={onSupprime}
    />,
  );
  return { fetch, onClose, onSupprime, user: userEvent.setup() };
}

const refus = (statusCode: number, code: string, message: string) =>
  jsonResponse({ statusCode, error: code, code, message }, statusCode);

const supprimer = () => screen.getByRole('button', { name: 'Supprimer' });

describe('SuppressionEmployeDialog', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deletes only once the employee's name is typed, then hands over", async () => {
    const { fetch, onSupprime, user } = setup(() => new Response(null, { status: 204 }));
    expect(screen.getByRole('dialog', { name: "Supprimer l'employé Sam Salarié" })).toBeTruthy();
    expect(screen.getByText(/Cette suppression est définitive/)).toBeTruthy();
    expect(supprimer().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox'), 'Sam Salarié');
    await user.click(supprimer());
    await waitFor(() => expect(onSupprime).toHaveBeenCalled());
    expect(
      fetch.mock.calls.some(([u, init]) => String(u).endsWith('/api/employe/5') && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it.each([
    [409, 'CONFLICT', REFUS_409],
    [403, 'FORBIDDEN', 'Vous ne pouvez pas gérer les employés de cet établissement'],
  ])('shows the API refusal %i as sent, and keeps the dialog open', async (status, code, message) => {
    const { onSupprime, user } = setup(() => refus(status, code, message));
    await user.type(screen.getByRole('textbox'), 'Sam Salarié');
    await user.click(supprimer());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSupprime).not.toHaveBeenCalled();
  });
});
