import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { erreurDeChamps } from '../../../testing/demande-fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { regleCongesFixture, reglesCongesFixture } from '../../../testing/regles-conges-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ReglesConges } from './regles-conges';

const lecture =
  (reponse = reglesCongesFixture()) =>
  (url: URL, init?: RequestInit) =>
    url.pathname === '/api/conges/regles/2' && (init?.method ?? 'GET') === 'GET' ? jsonResponse(reponse) : undefined;

const envois = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

describe('the leave rule versions (issue 12, decision 051)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the versions, the one in force marked, without adding for a non head-office administrator', async () => {
    mockFetch(
      lecture(
        reglesCongesFixture({
          versions: [
            regleCongesFixture({ regleCongesId: 3, dateDebut: '2999-01-01', joursParMois: 2.08 }),
            regleCongesFixture({ regleCongesId: 2, dateDebut: '2024-04-24' }),
            regleCongesFixture({ regleCongesId: 1, dateDebut: '2000-01-01', joursParMoisMaladie: 0 }),
          ],
          abilities: { creer: false },
        }),
      ),
    );
    renderWithProviders(<ReglesConges associationId={2} />);
    const table = await screen.findByRole('table', { name: 'Versions des règles de congés' });
    const lignes = within(table).getAllByRole('row').slice(1);
    const textes = lignes.map((l) =>
      within(l)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(textes.map((cellules) => cellules.slice(0, 5))).toEqual([
      ['01/01/2999 À venir', '2,08 j', '2 j', '2 j / 6 j', 'T3'],
      ['24/04/2024 En vigueur', '2,5 j', '2 j', '2 j / 6 j', 'T3'],
      ['01/01/2000 ', '2,5 j', '0 j', '2 j / 6 j', 'T3'],
    ]);
    expect(screen.queryByRole('button', { name: 'Nouvelle version' })).toBeNull();
  });

  it('adds a version from the latest figures, and puts the server refusal under the date', async () => {
    const fetch = mockFetch(lecture(), (url, init) => {
      if (url.pathname !== '/api/conges/regles/2') return undefined;
      if (init?.method !== 'POST') return undefined;
      const corps = JSON.parse(String(init.body));
      return corps.joursParMois === 2.08
        ? jsonResponse(reglesCongesFixture({ versions: [regleCongesFixture({ regleCongesId: 2, ...corps })] }), 201)
        : erreurDeChamps('Refusé', { dateDebut: 'La nouvelle version commence après la dernière' });
    });
    const user = userEvent.setup();
    renderWithProviders(<ReglesConges associationId={2} />);
    await user.click(await screen.findByRole('button', { name: 'Nouvelle version' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle version des règles de congés' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La nouvelle version commence après la dernière')).toBeTruthy();

    const parMois = within(dialog).getByRole('textbox', { name: /^Congés payés par mois \(jours ouvrables\)/ });
    await user.clear(parMois);
    await user.type(parMois, '2,08');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(envois(fetch).at(-1)).toMatchObject({
      joursParMois: 2.08,
      joursParMoisMaladie: 2,
      trimestreEte: 3,
      joursTrimestriels: { educatif: 6, cadre: 6, paramedical: 3, administratif: 3, services_generaux: 3 },
    });
    expect(await screen.findByText(/^Règles de congés en vigueur à partir du /)).toBeTruthy();
  });
});
