import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { offreFixture } from '../../../testing/offre-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { OffreDetail } from './offre-detail';
import { OffreEnvoiDialog } from './offre-envoi-dialog';

afterEach(() => vi.unstubAllGlobals());

const conflit = (message: string) =>
  jsonResponse({ statusCode: 409, error: 'Conflict', code: 'CONFLICT', message }, 409);

describe('OffreDetail', () => {
  it('marks the offer seen, then accepts it with « J’accepte »', async () => {
    const appels: string[] = [];
    const acceptee = offreFixture({
      statut: 'POURVUE',
      maReponse: 'ACCEPTEE',
      abilities: { ...offreFixture().abilities, repondre: false },
    });
    let etat = offreFixture();
    mockFetch((url, init) => {
      appels.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/offres/5/accepter') etat = acceptee;
      return url.pathname.startsWith('/api/offres/5') ? jsonResponse(etat) : undefined;
    });
    renderWithProviders(<OffreDetail offreId={5} />);
    expect(await screen.findByText('Mardi 1 décembre 2026, 07:00–14:00')).toBeTruthy();
    expect(screen.getByText('Foyer · remplace Ana Lopez')).toBeTruthy();
    await waitFor(() => expect(appels).toContain('POST /api/offres/5/vue'));
    fireEvent.click(screen.getByRole('button', { name: "J'accepte" }));
    expect(await screen.findByText('Vous avez accepté')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Je ne peux pas' })).toBeNull();
  });

  it('tells a late candidate « Déjà pourvu »', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/offres/5/accepter') return conflit('Déjà pourvu');
      if (url.pathname.startsWith('/api/offres/5')) return jsonResponse(offreFixture());
      return undefined;
    });
    renderWithProviders(<OffreDetail offreId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: "J'accepte" }));
    expect(await screen.findByText('Déjà pourvu')).toBeTruthy();
  });

  it('shows the head every candidate, and the buttons to confirm or withdraw', async () => {
    mockFetch((url) =>
      url.pathname === '/api/offres/5'
        ? jsonResponse(
            offreFixture({
              statut: 'A_CONFIRMER',
              destinataires: [
                { employeId: 9, nomComplet: 'Paul Martin', reponse: 'ACCEPTEE', vueLe: null, repondueLe: null },
                { employeId: 10, nomComplet: 'Léa Petit', reponse: null, vueLe: null, repondueLe: null },
              ],
              pourvuePar: 'Paul Martin',
              abilities: { gerer: true, repondre: false, confirmer: true, retirer: true },
            }),
          )
        : undefined,
    );
    renderWithProviders(<OffreDetail offreId={5} />);
    expect(await screen.findByText('Paul Martin — A accepté')).toBeTruthy();
    expect(screen.getByText('Léa Petit — pas encore vue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Retirer l'offre" })).toBeTruthy();
  });
});

describe('OffreEnvoiDialog', () => {
  it('sends the chosen slots and people, and shows the server’s reason under the duration', async () => {
    const corps: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname !== '/api/offres') return undefined;
      corps.push(JSON.parse(String(init?.body)));
      return jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'BAD_REQUEST',
          message: "L'offre ne peut pas durer au-delà du début du premier créneau",
          fieldErrors: { expireLe: "L'offre ne peut pas durer au-delà du début du premier créneau" },
        },
        400,
      );
    });
    const onSaved = vi.fn();
    renderWithProviders(
      <OffreEnvoiDialog
        open
        selection={{ creneauIds: [7], employeIds: [9, 10] }}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    fireEvent.change(screen.getByLabelText('Message (facultatif)'), { target: { value: 'Merci !' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("L'offre ne peut pas durer au-delà du début du premier créneau")).toBeTruthy();
    expect(corps).toEqual([{ creneauIds: [7], employeIds: [9, 10], message: 'Merci !' }]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
