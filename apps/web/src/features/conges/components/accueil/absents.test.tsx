import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { Absents } from './absents';

const conge = { premier: { congesTypeId: 1, couleur: '#00FF00', shortLabel: 'CP', demiJournee: 0 }, second: null };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Absents', () => {
  it("lists who is off today, then later this week, from this week's overview", async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/conges/apercu/trimestriel'
        ? jsonResponse({
            dateDebut: '2026-11-23',
            dateFin: '2027-02-21',
            employes: [
              { employeId: 1, nomComplet: 'Zoé Longue', absences: { '2026-11-24': conge, '2026-11-25': conge } },
              { employeId: 2, nomComplet: 'Hier Seulement', absences: { '2026-11-23': conge } },
              { employeId: 3, nomComplet: 'Alice Vendredi', absences: { '2026-11-27': conge } },
            ],
          })
        : undefined,
    );
    renderWithProviders(<Absents etablissementId={14} />);
    const aujourdhui = await screen.findByRole('list', { name: "Aujourd'hui" });
    expect(
      within(aujourdhui)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Zoé Longue24/11']);
    const semaine = screen.getByRole('list', { name: 'Le reste de la semaine' });
    expect(
      within(semaine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alice Vendredi27/11', 'Zoé Longue25/11']);
    const query = new URL(String(fetch.mock.calls[0]![0]), 'http://x').searchParams;
    expect([query.get('_etablissementId'), query.get('_annee'), query.get('_semaine')]).toEqual(['14', '2026', '48']);
  });

  it('says when nobody is off', async () => {
    mockFetch((url) =>
      url.pathname === '/api/conges/apercu/trimestriel'
        ? jsonResponse({ dateDebut: '2026-11-23', dateFin: '2027-02-21', employes: [] })
        : undefined,
    );
    renderWithProviders(<Absents etablissementId={14} />);
    expect(await screen.findByText("Personne n'est absent aujourd'hui")).toBeTruthy();
    expect(screen.getByText("Personne d'autre cette semaine")).toBeTruthy();
  });
});
