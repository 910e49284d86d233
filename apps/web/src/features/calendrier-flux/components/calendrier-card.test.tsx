import type { FluxCalendrier } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { CalendrierCard } from './calendrier-card';

const BASE = 'http://localhost:5173/api/calendrier-flux';
const flux = (o: Partial<FluxCalendrier> = {}): FluxCalendrier => ({
  planning: `${BASE}/${'a'.repeat(43)}.ics`,
  absences: null,
  creeLe: '2026-11-20T10:00:00.000Z',
  ...o,
});

function servir(premier: FluxCalendrier, apres: FluxCalendrier = premier) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/calendrier-flux' && (init?.method ?? 'GET') === 'GET') return jsonResponse(premier);
    if (url.pathname === '/api/calendrier-flux/regenerer' && init?.method === 'POST') return jsonResponse(apres);
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('CalendrierCard', () => {
  it('shows my address only when I head no service', async () => {
    servir(flux());
    renderWithProviders(<CalendrierCard username="moi@test.local" />);
    expect(await screen.findByDisplayValue(flux().planning)).toBeTruthy();
    expect(screen.getByLabelText('Mes créneaux et congés')).toBeTruthy();
    expect(screen.queryByLabelText('Absences de mes services')).toBeNull();
  });

  it("shows the services' absences address to a head of service", async () => {
    const absences = `${BASE}/absences/${'b'.repeat(43)}.ics`;
    servir(flux({ absences }));
    renderWithProviders(<CalendrierCard username="chef@test.local" />);
    expect(await screen.findByDisplayValue(absences)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Copier/ })).toHaveLength(2);
  });

  it('subscribes in one tap: a webcal: link beside the address (issue 25)', async () => {
    servir(flux());
    renderWithProviders(<CalendrierCard username="moi@test.local" />);
    const lien = await screen.findByRole('link', { name: "S'abonner au calendrier : Mes créneaux et congés" });
    expect(lien.getAttribute('href')).toBe(`webcal://localhost:5173/api/calendrier-flux/${'a'.repeat(43)}.ics`);
  });

  it('copies the address to the clipboard and says so', async () => {
    const user = userEvent.setup();
    servir(flux());
    renderWithProviders(<CalendrierCard username="moi@test.local" />);
    await user.click(await screen.findByRole('button', { name: 'Copier : Mes créneaux et congés' }));
    expect(await screen.findByText('Adresse copiée')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(flux().planning);
  });

  it('regenerates only after confirmation, then shows the new address', async () => {
    const user = userEvent.setup();
    const nouvelle = `${BASE}/${'c'.repeat(43)}.ics`;
    const fetchSpy = servir(flux(), flux({ planning: nouvelle }));
    renderWithProviders(<CalendrierCard username="moi@test.local" />);
    await user.click(await screen.findByRole('button', { name: 'Régénérer' }));
    const dialogue = await screen.findByRole('dialog', { name: "Régénérer l'adresse du calendrier" });
    expect(within(dialogue).getByText(/cessera aussitôt de fonctionner/)).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialogue).getByRole('button', { name: 'Régénérer' }));
    expect(await screen.findByDisplayValue(nouvelle)).toBeTruthy();
    expect(await screen.findByText('Nouvelle adresse créée')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message when the addresses cannot be read", async () => {
    mockFetch(() =>
      jsonResponse(
        { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'Erreur du serveur' },
        500,
      ),
    );
    renderWithProviders(<CalendrierCard username="moi@test.local" />);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
