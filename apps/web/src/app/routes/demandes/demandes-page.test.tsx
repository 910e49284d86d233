import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../lib/auth';
import { demandeFixture, demandeResumeFixture } from '../../../testing/demande-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { DemandeDetailPage } from './demande-detail-page';
import { DemandesPage } from './demandes-page';

function afficher(route: string) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
  mockFetch((url) => {
    if (url.pathname === '/api/demande/enAttente') return jsonResponse({ total: 0, page: 0, taille: 50, elements: [] });
    if (url.pathname === '/api/demande/utilisateur')
      return jsonResponse([demandeResumeFixture(), demandeResumeFixture({ demandeId: 41 })]);
    if (url.pathname === '/api/demande/40') return jsonResponse(demandeFixture());
    return undefined;
  });
  renderWithProviders(
    <Routes>
      <Route path="/demande" element={<DemandesPage />}>
        <Route path=":demandeId/conges" element={<DemandeDetailPage />} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('DemandesPage (spec §2.7, §2.8)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it('invites to choose a request when none is open', async () => {
    afficher('/demande');
    expect(screen.getByRole('heading', { level: 1, name: 'Demandes' })).toBeTruthy();
    expect(await screen.findByText('Choisissez une demande dans la liste pour voir son détail')).toBeTruthy();
  });

  it('opens the request of the route beside the list, its item selected', async () => {
    afficher('/demande/40/conges');
    expect(await screen.findByRole('heading', { name: 'Demande de congés' })).toBeTruthy();
    const liens = within(await screen.findByRole('list', { name: 'En attente' })).getAllByRole('link');
    expect(liens.map((l) => l.classList.contains('Mui-selected'))).toEqual([true, false]);
    expect(screen.getByRole('link', { name: 'Toutes les demandes' }).getAttribute('href')).toBe('/demande');
  });

  it('says so when the route holds no request id', () => {
    afficher('/demande/abc/conges');
    expect(screen.getByText('Demande introuvable')).toBeTruthy();
  });
});
