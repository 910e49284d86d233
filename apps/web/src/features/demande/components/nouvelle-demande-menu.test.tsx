import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { monEmployeFixture } from '../../../testing/demande-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { NouvelleDemandeMenu } from './nouvelle-demande-menu';

afterEach(() => vi.unstubAllGlobals());

describe('NouvelleDemandeMenu (spec §2.7)', { timeout: 60_000 }, () => {
  it('offers the three requests and opens the chosen dialog, with a service choice for a user of several', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
    mockFetch((url) =>
      url.pathname === '/api/employe/utilisateur/7' ? jsonResponse([monEmployeFixture()]) : undefined,
    );
    renderWithProviders(<NouvelleDemandeMenu />);
    const user = userEvent.setup();
    const bouton = screen.getByRole('button', { name: 'Nouvelle demande' });
    expect(bouton.className).toContain('MuiButton-colorSuccess');
    await user.click(bouton);
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Congés',
      'Heures supplémentaires',
      'Récupération',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Heures supplémentaires' }));
    expect(await screen.findByRole('dialog', { name: "Demande d'heures complémentaires" })).toBeTruthy();
    await user.click(await screen.findByRole('combobox', { name: /^Service/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Accueil de jour', 'Internat']);
  });
});
