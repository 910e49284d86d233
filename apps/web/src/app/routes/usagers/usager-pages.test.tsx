import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../lib/auth';
import { etablissementFixture, sessionFixture } from '../../../testing/fixtures';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { testQueryClient } from '../../../testing/render';
import { accueilFixture, usagerFixture, usagerResumeFixture } from '../../../testing/usager-fixtures';
import { AppProvider } from '../../provider';
import { routes } from '../../router';

const { quitterVers } = vi.hoisted(() => ({ quitterVers: vi.fn() }));
vi.mock('../../../features/usager/utils/application-externe', async (original) => ({
  ...(await original<typeof import('../../../features/usager/utils/application-externe')>()),
  quitterVers,
}));

const ETAB_14 = etablissementFixture({ etablissementId: 14, siegeSocialId: 1, aideIndividuelleMensuelle: true });

function ouvrir(path: string, etablissement = ETAB_14, ...handlers: FetchHandler[]) {
  const fetch = mockFetch(
    ...handlers,
    (url) => (url.pathname === '/api/etablissement' ? jsonResponse([etablissement]) : undefined),
    (url) => (url.pathname.endsWith('/avatar') ? new Response(new Blob(['png']), { status: 200 }) : undefined),
  );
  render(
    <AppProvider queryClient={testQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('/usagers screens (spec 3 §2, decision 062)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it("sends to the establishment's external residents application, same path, same window", async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
    ouvrir('/usagers/30', { ...ETAB_14, urlApplicationUsagers: 'https://usagers.example/' });
    await waitFor(() => expect(quitterVers).toHaveBeenCalledWith('https://usagers.example/usagers/30'), {
      timeout: 5000,
    });
  });

  it('hosts a resident: the stay is sent, a server error shows under its field', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14', 'ROLE_CHEF_DE_SERVICE_5']));
    let tentatives = 0;
    const { fetch, user } = ouvrir(
      '/usagers/30/historique-accueils-usager',
      ETAB_14,
      (url) => (url.pathname === '/api/usager' ? jsonResponse([usagerResumeFixture()]) : undefined),
      (url) => (url.pathname === '/api/usager/30' ? jsonResponse(usagerFixture({ accueilActuel: null })) : undefined),
      (url) => (url.pathname === '/api/accueil/usager/30' ? jsonResponse([]) : undefined),
      (url) =>
        url.pathname === '/api/service/etablissement/14'
          ? jsonResponse([{ serviceId: 5, nom: 'Foyer Les Tilleuls' }])
          : undefined,
      (url) =>
        url.pathname === '/api/etablissement/14/dispositifs'
          ? jsonResponse({
              succes: true,
              dispositifs: [
                { dispositifId: 2, etablissementId: 14, libelle: 'Séjour court', dureeMinimum: 7, dureeMaximum: 30 },
              ],
            })
          : undefined,
      (url, init) => {
        if (url.pathname !== '/api/accueil' || init?.method !== 'POST') return undefined;
        tentatives += 1;
        return tentatives === 1
          ? jsonResponse(
              {
                statusCode: 400,
                error: 'Bad Request',
                code: 'VALIDATION_ERROR',
                message: 'Données invalides',
                fieldErrors: { dateDeDebutDAccueil: "L'usager est déjà accueilli à cette date" },
              },
              400,
            )
          : jsonResponse({ estReussi: true, accueil: accueilFixture() });
      },
    );
    // Under the resident's card and in the empty stay history.
    expect(await screen.findAllByText('Aucun accueil trouvé pour cet usager.', {}, { timeout: 5000 })).toHaveLength(2);
    await user.click(await screen.findByRole('button', { name: 'Accueillir' }));
    const dialog = await screen.findByRole('dialog', { name: "Accueillir l'usager" });
    await user.click(within(dialog).getByRole('combobox', { name: /Service d'accueil/ }));
    await user.click(await screen.findByRole('option', { name: 'Foyer Les Tilleuls' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Dispositif' }));
    await user.click(await screen.findByRole('option', { name: 'Séjour court (7 à 30 jours)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accueillir' }));
    expect(await within(dialog).findByText("L'usager est déjà accueilli à cette date")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accueillir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const envoi = fetch.mock.calls.filter(([u, i]) => String(u).endsWith('/api/accueil') && i?.method === 'POST');
    expect(JSON.parse(String(envoi[0]?.[1]?.body))).toMatchObject({ usagerId: 30, serviceId: 5, dispositifId: 2 });
  });
});
