import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { AUCUN_HORAIRE, INFO_COMPTAGE, RestaurationTab } from './restauration-tab';

const horaires = (modifiable: boolean, configure = true) => ({
  etablissementId: 14,
  plageRestaurationMidi: configure ? { heureDebut: 720, heureFin: 810 } : null,
  plageRestaurationSoir: configure ? { heureDebut: 1140, heureFin: 1200 } : null,
  modifiable,
});
const jour = (date: string, midi: number, soir: number) => ({
  date,
  nombreRepasMidi: midi,
  nombreRepasSoir: soir,
  services: [],
});
const prevision = (url: URL) =>
  url.pathname === '/api/etablissement/14/previsionRepas'
    ? jsonResponse([0, 1, 2, 3].map((i) => jour(`2026-03-0${4 + i}`, 10 + i, 5)))
    : undefined;
const lecture = (reponse: Response) => (url: URL, init?: RequestInit) =>
  url.pathname === '/api/etablissement/14/horaires-repas' && (init?.method ?? 'GET') === 'GET' ? reponse : undefined;

describe('RestaurationTab (spec §2.5)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ranges read-only, the info box and the 4-day forecast moving by 4 days', async () => {
    const fetch = mockFetch(lecture(jsonResponse(horaires(false))), prevision);
    const user = userEvent.setup();
    renderWithProviders(<RestaurationTab etablissementId={14} />);
    expect(await screen.findByText('Service du midi : 12:00 – 13:30')).toBeTruthy();
    expect(screen.getByText('Service du soir : 19:00 – 20:00')).toBeTruthy();
    expect(screen.queryByText(AUCUN_HORAIRE)).toBeNull();
    expect(screen.getByText(INFO_COMPTAGE)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Prévision des repas' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const debut = () =>
      fetch.mock.calls
        .map(([input]) => new URL(String(input), 'http://x'))
        .filter((u) => u.pathname.endsWith('previsionRepas'))
        .map((u) => u.searchParams.get('dateDeProspection'));
    const premier = debut()[0]!;
    await user.click(screen.getByRole('button', { name: '4 jours suivants' }));
    await waitFor(() => expect(debut()).toHaveLength(2));
    const ecart = (Date.parse(debut()[1]!) - Date.parse(premier)) / 86_400_000;
    expect(ecart).toBe(4);
    expect(new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x').searchParams.get('nbJours')).toBe('4');
  });

  it('shows the hint chip when nothing is set, and when the read fails', async () => {
    mockFetch(lecture(jsonResponse(horaires(false, false))), prevision);
    const { unmount } = renderWithProviders(<RestaurationTab etablissementId={14} />);
    expect(await screen.findByText(AUCUN_HORAIRE)).toBeTruthy();
    unmount();
    mockFetch(
      lecture(jsonResponse({ statusCode: 500, error: 'x', code: 'INTERNAL', message: 'Erreur' }, 500)),
      prevision,
    );
    renderWithProviders(<RestaurationTab etablissementId={14} />);
    expect(await screen.findByText(AUCUN_HORAIRE)).toBeTruthy();
    expect(screen.getByText('Service du midi : Non configuré')).toBeTruthy();
  });

  it('lets the director save the ranges, the server error under its field', async () => {
    const fetch = mockFetch(lecture(jsonResponse(horaires(true))), prevision, (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(
            {
              statusCode: 400,
              error: 'Bad Request',
              code: 'VALIDATION_ERROR',
              message: 'Requête invalide',
              fieldErrors: { finSoir: "L'heure de début du repas doit précéder l'heure de fin" },
            },
            400,
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<RestaurationTab etablissementId={14} />);
    const form = await screen.findByRole('form', { name: 'Horaires des repas' });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText("L'heure de début du repas doit précéder l'heure de fin")).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      debutMidi: 720,
      finMidi: 810,
      debutSoir: 1140,
      finSoir: 1200,
    });
  });
});
