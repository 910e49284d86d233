import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../lib/auth';
import { etablissementFixture, sessionFixture } from '../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { testQueryClient } from '../../testing/render';
import { AppProvider } from '../provider';
import { routes } from '../router';

function open(path: string, etablissements = [etablissementFixture()]) {
  mockFetch(
    (url) => (url.pathname === '/api/etablissement' ? jsonResponse(etablissements) : undefined),
    (url) => (url.pathname.endsWith('/avatar') ? new Response(new Blob(['png']), { status: 200 }) : undefined),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });

describe('route guard (spec §2.2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an unauthenticated user to login, keeping the target in nextUrl', async () => {
    const router = open('/employes/create?email=a%40b.fr');
    await heading('Connexion');
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('nextUrl')).toBe('/employes/create?email=a%40b.fr');
  });

  it('sends a signed-in user without the permission to /planning', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6']));
    const router = open('/employes');
    await heading('Mon planning');
    expect(router.state.location.pathname).toBe('/planning');
  });

  it('lets a permission held for the head office count for the selected establishment', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_1'], 'rh@demo.test'));
    const router = open('/employes');
    await heading('Employés');
    expect(router.state.location.pathname).toBe('/employes');
  });

  it('keeps aid-sheet routes to establishments with the feature, unless Administrateur', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6']));
    const router = open('/fiche-aim/3');
    await heading('Mon planning');
    expect(router.state.location.pathname).toBe('/planning');
  });

  it('opens aid-sheet routes in an establishment with the feature', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
    open('/fiche-aim/3', [
      etablissementFixture({ etablissementId: 14, siegeSocialId: 1, aideIndividuelleMensuelle: true }),
    ]);
    await heading("Fiche d'aide individuelle mensuelle");
  });

  it('lets Administrateur through every route', async () => {
    login(sessionFixture(['ROLE_Administrateur'], 'admin@demo.test'));
    open('/fiche-aim/3');
    await heading("Fiche d'aide individuelle mensuelle");
  });

  it('sends a signed-in user on / to nextUrl, or to /planning', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6']));
    const router = open('/?nextUrl=%2Fservices');
    await heading('Services');
    expect(router.state.location.pathname).toBe('/services');
  });

  it('ignores a nextUrl pointing to another site', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6']));
    const router = open('/?nextUrl=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/planning'));
  });
});
