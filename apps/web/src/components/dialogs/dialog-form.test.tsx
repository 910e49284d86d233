import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../lib/api-client';
import { renderWithProviders } from '../../testing/render';
import { useFormulaire } from '../form/use-formulaire';
import { DialogForm } from './dialog-form';

const horsLigne = () =>
  new ApiCallError({
    statusCode: 0,
    error: 'Network Error',
    code: 'INTERNAL_ERROR',
    message: 'Hors ligne : cette action a besoin du serveur. Réessayez une fois le réseau revenu.',
  });
const refus = () => new ApiCallError({ statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: 'Déjà pris' });

function Formulaire({ envoyer }: { envoyer: () => Promise<unknown> }) {
  const { soumission } = useFormulaire({ envoyer, defaultValues: {} });
  return (
    <DialogForm titleId="t" {...soumission} onClose={() => {}} libelleValider="Créer">
      <span id="t">Demande</span>
    </DialogForm>
  );
}

describe('DialogForm', () => {
  it('offers « Réessayer » after a try with no answer, and sends the same form again', async () => {
    const envoyer = vi.fn().mockRejectedValueOnce(horsLigne()).mockResolvedValueOnce(undefined);
    renderWithProviders(<Formulaire envoyer={envoyer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText(/Hors ligne : cette action a besoin du serveur/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(envoyer).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Créer' })).toBeTruthy();
  });

  it('keeps its own label after a refusal of the server, which trying again would not change', async () => {
    renderWithProviders(<Formulaire envoyer={() => Promise.reject(refus())} />);
    await userEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Déjà pris')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
