import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { signalerMiseAJour } from '../../lib/mise-a-jour';
import { renderWithProviders } from '../../testing/render';
import { MiseAJourDisponible } from './mise-a-jour-disponible';

afterEach(() => {
  signalerMiseAJour(null);
});

it('offers « Recharger » once a new version waits, and swaps to it only on the user’s word', async () => {
  const recharger = vi.fn();
  renderWithProviders(<MiseAJourDisponible />);
  expect(screen.queryByText('Nouvelle version disponible')).toBeNull();
  act(() => signalerMiseAJour(recharger));
  expect(screen.getByText('Nouvelle version disponible')).toBeTruthy();
  expect(recharger).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
  expect(recharger).toHaveBeenCalledOnce();
});
