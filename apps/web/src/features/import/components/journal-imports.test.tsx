import type { ImportJournalEntree } from '@roulement/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { JournalImports } from './journal-imports';

const entree: ImportJournalEntree = {
  importId: 7,
  date: '2026-11-28T09:30:00.000Z',
  sorte: 'employes',
  fichier: 'equipe.csv',
  auteur: 'Alice Admin',
  etablissements: ['Foyer Les Tilleuls'],
  compteurs: { creations: 3, modifications: 1, inchanges: 0, erreurs: 0 },
};

describe('JournalImports (issue 26)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each import with its author, establishments and counts, and its report to download', async () => {
    mockFetch((url) => (url.pathname === '/api/import/journal' ? jsonResponse([entree]) : undefined));
    renderWithProviders(<JournalImports />);
    expect(await screen.findByText('Employés et comptes : equipe.csv')).toBeTruthy();
    expect(screen.getByText(/par Alice Admin/)).toBeTruthy();
    expect(screen.getByText('Foyer Les Tilleuls')).toBeTruthy();
    expect(screen.getByText('3 créations, 1 mise à jour')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rapport CSV' })).toBeTruthy();
  });

  it('says when there is no import yet, and shows the error of a failed read', async () => {
    mockFetch((url) => (url.pathname === '/api/import/journal' ? jsonResponse([]) : undefined));
    const { unmount } = renderWithProviders(<JournalImports />);
    expect(await screen.findByText("Aucun import pour l'instant")).toBeTruthy();
    unmount();
    mockFetch(() =>
      jsonResponse({ statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Accès refusé au journal' }, 403),
    );
    renderWithProviders(<JournalImports />);
    expect(await screen.findByText('Accès refusé au journal')).toBeTruthy();
  });
});
