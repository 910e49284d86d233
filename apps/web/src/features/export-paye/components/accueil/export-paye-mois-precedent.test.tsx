import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { ExportPayeMoisPrecedent } from './export-paye-mois-precedent';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ExportPayeMoisPrecedent', () => {
  it("asks for last month's payroll export of the establishment and shows a refusal", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 10));
    const fetch = mockFetch(() =>
      jsonResponse({ statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Action non autorisée' }, 403),
    );
    renderWithProviders(<ExportPayeMoisPrecedent etablissementId={14} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporter octobre 2026' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Action non autorisée');
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/etablissement/14/export_elements_paye.csv');
    expect([url.searchParams.get('_dateDebut'), url.searchParams.get('_dateFin')]).toEqual([
      '2026-10-01',
      '2026-10-31',
    ]);
  });
});
