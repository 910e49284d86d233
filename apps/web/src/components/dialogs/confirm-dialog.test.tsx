import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('enables the button only once the confirmation text is typed exactly', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Supprimer le service"
        message="Définitif."
        confirmationText="Cuisine"
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    );
    const user = userEvent.setup();
    const bouton = screen.getByRole('button', { name: 'Confirmer' }) as HTMLButtonElement;
    expect(bouton.disabled).toBe(true);
    await user.type(screen.getByLabelText('Saisissez « Cuisine » pour confirmer'), 'cuisine');
    expect(bouton.disabled).toBe(true);
    await user.clear(screen.getByLabelText('Saisissez « Cuisine » pour confirmer'));
    await user.type(screen.getByLabelText('Saisissez « Cuisine » pour confirmer'), 'Cuisine');
    expect(bouton.disabled).toBe(false);
    await user.click(bouton);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
