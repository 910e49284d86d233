import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingState } from '../../components/feedback/loading-state';
import { renderWithProviders, testQueryClient } from '../../testing/render';
import { BandeauHorsLigne } from './bandeau-hors-ligne';

describe('offline (issue 25)', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('dates the banner by the oldest data on screen', () => {
    const queryClient = testQueryClient();
    const plusAncienne = new Date(2026, 10, 28, 7, 42).getTime();
    queryClient.setQueryData(['planning', 'utilisateur', 7, 2026, 48], [], { updatedAt: plusAncienne });
    queryClient.setQueryData(['demande', 'compteurs'], {}, { updatedAt: plusAncienne + 3_600_000 });
    // Only the reads some screen observes count: make both active.
    for (const { queryKey } of queryClient.getQueryCache().getAll()) {
      new QueryObserver(queryClient, { queryKey, staleTime: Number.POSITIVE_INFINITY }).subscribe(() => {});
    }
    renderWithProviders(<BandeauHorsLigne />, { queryClient });
    expect(screen.queryByText(/Hors ligne/)).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('Hors ligne — données du 28/11 à 07:42');
  });

  it('replaces the spinner by a message and « Réessayer », since the read waits for the network', () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByText('Chargement…')).toBeTruthy();
    act(() => onlineManager.setOnline(false));
    expect(screen.queryByText('Chargement…')).toBeNull();
    expect(screen.getByText(/Hors ligne : cet écran a besoin du serveur/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
