import { screen, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../lib/auth';
import { apercuEmployeFixture, apercuFixture } from '../../../testing/apercu-fixtures';
import { etablissementFixture, sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { abilitiesDe, serviceFixture } from '../../../testing/service-fixtures';
import { ServicePage } from './services-pages';

function afficher(roles: string[]) {
  login(sessionFixture(['ROLE_UTILISATEUR', ...roles]));
  const fetch = mockFetch(
    (url) =>
      url.pathname === '/api/service/3' ? jsonResponse(serviceFixture({ abilities: abilitiesDe(roles) })) : undefined,
    (url) =>
      url.pathname === '/api/conges/apercu/mensuel'
        ? jsonResponse(
            apercuFixture(Number(url.searchParams.get('_annee')), Number(url.searchParams.get('_mois')), [
              apercuEmployeFixture({ nomComplet: 'Julie Dupont' }),
            ]),
          )
        : undefined,
  );
  const contexte = { etablissement: etablissementFixture({ etablissementId: 14 }), notify: vi.fn() };
  renderWithProviders(
    <Routes>
      <Route element={<Outlet context={contexte} />}>
        <Route path="/services/:serviceId" element={<ServicePage />} />
      </Route>
    </Routes>,
    { route: '/services/3' },
  );
  return fetch;
}

describe('ServicePage composes the planning into the service (spec §2.7)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it('opens the member menu of the planning from the list: leave, extra hours and training for the head', async () => {
    afficher(['ROLE_CHEF_DE_SERVICE_3', 'ROLE_SALARIE_14']);
    const julie = within(await screen.findByRole('listitem', { name: 'Julie Dupont' }));
    julie.getByRole('button', { name: 'Autres actions Julie Dupont' }).click();
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Poser des congés', 'Heures supplémentaires', 'Heures de formation']);
  });

  it('gives an employee no member menu', async () => {
    afficher(['ROLE_SALARIE_14']);
    const julie = within(await screen.findByRole('listitem', { name: 'Julie Dupont' }));
    expect(julie.queryByRole('button', { name: 'Autres actions Julie Dupont' })).toBeNull();
  });

  it("shows the service's leave table in its tab, limited to its members (spec §2.7)", async () => {
    const fetch = afficher(['ROLE_SALARIE_14']);
    (await screen.findByRole('tab', { name: 'Tableau des congés' })).click();
    expect(await screen.findByRole('row', { name: /Julie Dupont/ })).toBeTruthy();
    const demande = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/conges/apercu/mensuel')!;
    expect(demande.searchParams.get('_serviceId')).toBe('3');
  });
});
