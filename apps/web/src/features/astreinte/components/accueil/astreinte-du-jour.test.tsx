import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  employeAstreinteFixture,
  planningAstreinteFixture,
  semaineAstreinteFixture,
} from '../../../../testing/astreinte-fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { AstreinteDuJour } from './astreinte-du-jour';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const servir = (jours: (number | null)[]) =>
  mockFetch((url) =>
    url.pathname === '/api/astreinte/etablissement/14/planning' && url.searchParams.get('_mois') === '11'
      ? jsonResponse(
          planningAstreinteFixture({
            astreintesHedbdomadaires: [semaineAstreinteFixture('2026-11-23', 48, jours)],
            employes: [employeAstreinteFixture({ employeId: 3, nomComplet: 'Véra Veille' })],
          }),
        )
      : undefined,
  );

describe('AstreinteDuJour', () => {
  it("names today's on-call person of the establishment", async () => {
    servir([null, 3, null, null, null, null, null]);
    renderWithProviders(<AstreinteDuJour etablissementId={14} raisonSociale="Les Cèdres" />);
    expect((await screen.findByTestId('astreinte-du-jour')).textContent).toBe('Véra Veille');
  });

  it('says when nobody is on call', async () => {
    servir([3, null, 3, 3, 3, 3, 3]);
    renderWithProviders(<AstreinteDuJour etablissementId={14} raisonSociale="Les Cèdres" />);
    expect((await screen.findByTestId('astreinte-du-jour')).textContent).toBe("Personne n'est d'astreinte aujourd'hui");
  });
});
