import type { ModelePlanning } from '@roulement/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { creneauModeleFixture, modeleFixture } from '../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { membreFixture, serviceFixture } from '../../../testing/service-fixtures';
import { ModelePlanningPage } from './modele-planning-page';

const service = serviceFixture({
  serviceId: 5,
  nom: 'Foyer Essai',
  chefDeService: null,
  membres: [
    membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Essai' }),
    membreFixture({ membreId: 3, prenom: 'Chloé', nom: 'Essai', couleur: '#FFCC80' }),
  ],
});
const avecUnCreneau = modeleFixture(1, [creneauModeleFixture(1, 1, 1, 1, 480, 720)]);

function setup(modele: ModelePlanning | 'erreur', apresAjout?: ModelePlanning) {
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/service/5') return jsonResponse(service);
    if (url.pathname === '/api/modelePlanning/service/5') {
      return modele === 'erreur'
        ? jsonResponse(
            { statusCode: 500, error: 'Erreur', code: 'INTERNAL_ERROR', message: 'Le serveur a échoué' },
            500,
          )
        : jsonResponse(modele);
    }
    if (url.pathname === '/api/modelePlanning/7/modeleSemaine' && init?.method === 'POST')
      return jsonResponse(apresAjout);
    return undefined;
  });
  renderWithProviders(
    <Routes>
      <Route path="/services/:serviceId/modelePlanning" element={<ModelePlanningPage />} />
    </Routes>,
    { route: '/services/5/modelePlanning' },
  );
  return { fetch, user: userEvent.setup() };
}

const colonne = (jour: string, nom: string) => screen.queryByRole('group', { name: `Semaine 1, ${jour}, ${nom}` });

describe('ModelePlanningPage (spec §2.9)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads, then shows the first week with a column per titulaire and day', async () => {
    setup(avecUnCreneau);
    expect(screen.getByText('Chargement du modèle de planning…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Modèle de planning — Foyer Essai' })).toBeTruthy();
    expect(
      within(colonne('Lundi', 'Alice Essai')!).getByRole('button', { name: 'Créneau 08:00 – 12:00' }),
    ).toBeTruthy();
    expect(colonne('Dimanche', 'Chloé Essai')).toBeTruthy();
  });

  it('tells a phone the template needs a larger screen, without the grid (issue 25)', async () => {
    // jsdom has no media queries: every query matches, as below `md`.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    setup(avecUnCreneau);
    expect(await screen.findByText(/se dessine sur un écran plus large/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Planning du service' })).toBeTruthy();
    expect(colonne('Lundi', 'Alice Essai')).toBeNull();
  });

  it('shows the server error with a way to try again', async () => {
    setup('erreur');
    expect(await screen.findByText('Le serveur a échoué')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('offers an editor to add the first week of an empty template', async () => {
    const { user, fetch } = setup(modeleFixture(0), modeleFixture(1));
    await screen.findByText('Ce modèle ne compte encore aucune semaine.');
    await user.click(screen.getAllByRole('button', { name: 'Ajouter une semaine' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Semaine 1' })).toBeTruthy();
    expect(
      fetch.mock.calls.some(([u, i]) => String(u) === '/api/modelePlanning/7/modeleSemaine' && i?.method === 'POST'),
    ).toBe(true);
  });

  it('restricts the grid to the members selected in the team list', async () => {
    const { user } = setup(avecUnCreneau);
    await screen.findByRole('heading', { name: 'Semaine 1' });
    await user.click(screen.getByRole('button', { name: /^Chloé Essai/ }));
    expect(colonne('Lundi', 'Alice Essai')).toBeNull();
    expect(colonne('Lundi', 'Chloé Essai')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Chloé Essai/ }));
    expect(colonne('Lundi', 'Alice Essai')).toBeTruthy();
  });

  it("disables a full rest day on a day the member works, from the day's menu", async () => {
    const { user } = setup(avecUnCreneau);
    await user.click(await screen.findByRole('button', { name: 'Actions du lundi, semaine 1, Alice Essai' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getByRole('menuitem', { name: /^Poser un jour de repos/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: 'Ajouter un créneau' })).toBeTruthy();
  });

  it('is read-only without the right to edit: no editing, no publication', async () => {
    setup(modeleFixture(1, [creneauModeleFixture(1, 1, 1, 1, 480, 720)], [], { modifier: false, publier: false }));
    await screen.findByText(/^Consultation seule/);
    expect(screen.queryByRole('button', { name: /^Créneau/ })).toBeNull();
    expect(screen.getByTitle('08:00 – 12:00')).toBeTruthy();
    for (const nom of ['Publier', 'Modifier', 'Ajouter un créneau', 'Interchanger deux membres']) {
      expect(screen.queryByRole('button', { name: nom })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^Actions du/ })).toBeNull();
  });
});
