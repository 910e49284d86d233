import { AVERTISSEMENT_PUBLICATION, type ModelePlanning } from '@roulement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { modeleFixture } from '../../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { PublicationDialog } from './modele-publication-dialog';

function setup(abilities: Partial<ModelePlanning['abilities']> = {}) {
  const fetch = mockFetch((url, init) =>
    url.pathname === '/api/modelePlanning/7/publier' && init?.method === 'PUT' ? jsonResponse({}) : undefined,
  );
  const onClose = vi.fn();
  renderWithProviders(
    <Routes>
      <Route
        path="/services/5/modelePlanning"
        element={<PublicationDialog modele={modeleFixture(2, [], [], abilities)} onClose={onClose} />}
      />
      <Route path="/services/5/planning/:numeroSemaine" element={<p>Planning du service ouvert</p>} />
    </Routes>,
    { route: '/services/5/modelePlanning' },
  );
  return { fetch, onClose, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** The days of the open calendar that can be picked. */
const choisissables = () =>
  screen
    .getAllByRole('gridcell')
    .filter((c) => c instanceof HTMLButtonElement && !c.disabled)
    .map((c) => c.textContent);

describe('PublicationDialog (spec §5 publication)', { timeout: 20_000 }, () => {
  // Wednesday 4 March 2026: the Mondays of the month are the 2nd (past), 9th, 16th, 23rd and 30th.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 4, 10));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('warns that the planning is overwritten, and requires the date and the start week', async () => {
    const { user, fetch } = setup();
    expect(screen.getByText(AVERTISSEMENT_PUBLICATION)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findAllByText('*information obligatoire')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers only Mondays from today on', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^Choisir la date/ }));
    expect(choisissables()).toEqual(['9', '16', '23', '30']);
  });

  it('lets an administrator pick a past Monday', async () => {
    const { user } = setup({ publierDansLePasse: true });
    await user.click(screen.getByRole('button', { name: /^Choisir la date/ }));
    expect(choisissables()).toEqual(['2', '9', '16', '23', '30']);
  });

  it('publishes the week of the Monday picked and opens the service planning at that week', async () => {
    const { user, fetch, onClose } = setup();
    await user.click(screen.getByRole('button', { name: /^Choisir la date/ }));
    await user.click(screen.getByRole('gridcell', { name: '9' }));
    await user.click(screen.getByRole('combobox', { name: /Semaine de début du roulement/ }));
    await user.click(await screen.findByRole('option', { name: 'Semaine 2' }));
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await screen.findByText('Planning du service ouvert');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const init = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      semaineMiseEnApplication: { semaine: 11, annee: 2026 },
      debutCyclePublication: 2,
    });
  });
});
