import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import {
  employeEnCongesFixture,
  employePresentFixture,
  ficheDePresenceFixture,
} from '../../../testing/presence-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { FicheDePresence } from './fiche-de-presence';

const CHEMIN = '/api/etablissement/14/ficheDePresence';

function servir(reponse: (date: string) => Response) {
  return mockFetch((url) =>
    url.pathname === CHEMIN ? reponse(url.searchParams.get('dateDeProspection') ?? '') : undefined,
  );
}

const groupe = (nom: string) => screen.findByRole('region', { name: nom });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 4, 10));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('FicheDePresence (spec doc. 2 §2.6, décision 049)', () => {
  it("shows today's groups with their counts, each absentee with their leave type in its colour", async () => {
    servir(() =>
      jsonResponse(
        ficheDePresenceFixture({
          employesPresents: [
            employePresentFixture(),
            employePresentFixture({
              employeId: 3,
              nomComplet: 'Chloé Roux',
              conges: {
                type: { congesTypeId: 7, label: 'Demi-journée', shortLabel: 'DJ', couleur: '#9c27b0' },
                demiJournee: 1,
                demiJourneeLabel: 'Matin',
              },
            }),
          ],
          employesEnConges: [employeEnCongesFixture()],
        }),
      ),
    );
    renderWithProviders(<FicheDePresence etablissementId={14} />);
    expect(screen.getByText('Mercredi 4 mars 2026')).toBeTruthy();
    const presents = await groupe('Présents');
    expect(within(presents).getByRole('heading', { name: 'Présents (2)' })).toBeTruthy();
    expect(within(presents).getByText('Alice Martin')).toBeTruthy();
    expect(within(presents).getByText('Demi-journée (Matin)')).toBeTruthy();
    const absents = await groupe('Abscents');
    expect(within(absents).getByRole('heading', { name: 'Abscents (1)' })).toBeTruthy();
    expect(within(absents).getByText('Bruno Petit')).toBeTruthy();
    const chip = within(absents).getByText('Congés payés').closest('.MuiChip-root') as HTMLElement;
    expect(getComputedStyle(within(chip).getByTestId('couleur-conges')).backgroundColor).toBe('rgb(76, 175, 80)');
  });

  it('moves by one day each way, asking the server for that day', async () => {
    const fetch = servir((date) =>
      jsonResponse(
        date === '2026-03-05'
          ? ficheDePresenceFixture({
              dateDeProspection: date,
              employesPresents: [],
              employesEnConges: [employeEnCongesFixture()],
            })
          : ficheDePresenceFixture({ dateDeProspection: date, employesEnConges: [] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<FicheDePresence etablissementId={14} />);
    await screen.findByRole('heading', { name: 'Présents (1)' });
    await user.click(screen.getByRole('button', { name: 'Jour suivant' }));
    expect(screen.getByText('Jeudi 5 mars 2026')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Présents (0)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Abscents (1)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Jour précédent' }));
    await user.click(screen.getByRole('button', { name: 'Jour précédent' }));
    expect(screen.getByText('Mardi 3 mars 2026')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Abscents (0)' });
    await user.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    expect(screen.getByText('Mercredi 4 mars 2026')).toBeTruthy();
    const dates = fetch.mock.calls.map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('dateDeProspection'),
    );
    expect([...new Set(dates)]).toEqual(['2026-03-04', '2026-03-05', '2026-03-03']);
  });

  it('says so when nobody is expected that day', async () => {
    servir(() => jsonResponse(ficheDePresenceFixture({ employesPresents: [], employesEnConges: [] })));
    renderWithProviders(<FicheDePresence etablissementId={14} />);
    expect(await screen.findByText('Personne n’est attendu ce jour-là')).toBeTruthy();
  });

  it('shows the loading state, then the French error with a retry', async () => {
    servir(() =>
      jsonResponse(
        { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Établissement introuvable' },
        404,
      ),
    );
    renderWithProviders(<FicheDePresence etablissementId={14} />);
    expect(screen.getByRole('status').textContent).toContain('Chargement');
    expect(await screen.findByText('Établissement introuvable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
