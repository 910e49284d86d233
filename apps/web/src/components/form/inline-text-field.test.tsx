import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../lib/api-client';
import { renderWithProviders } from '../../testing/render';
import { InlineTextField } from './inline-text-field';

describe('InlineTextField (spec §2.6 edit in place)', () => {
  it("shows under the field the server's error about it rather than the envelope's message", async () => {
    const onSave = vi.fn().mockRejectedValue(
      new ApiCallError({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_ERROR',
        message: 'Requête invalide (corps) : Le numéro de téléphone est invalide',
        fieldErrors: { telephonePro: 'Le numéro de téléphone est invalide' },
      }),
    );
    renderWithProviders(<InlineTextField label="Téléphone" value={null} type="tel" onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier Téléphone' }));
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '12{Enter}');
    expect(await screen.findByText('Le numéro de téléphone est invalide')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith('12');
    expect(screen.getByRole('textbox', { name: 'Téléphone' }).getAttribute('aria-invalid')).toBe('true');
  });
});
