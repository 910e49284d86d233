import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { membreFixture } from '../../../../testing/service-fixtures';
import { AjoutCreneauDialog, type GenreAjout } from './creneau-ajout-dialog';

const alice = membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Martin' });

function ouvrir(genre: GenreAjout) {
  const onSaved = vi.fn();
  renderWithProviders(
    <AjoutCreneauDialog
      serviceId={1}
      genre={genre}
      membres={[alice]}
      membreId={1}
      date="2026-11-16"
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  return { dialog: screen.getByRole('dialog'), onSaved };
}

async function saisir(dialog: HTMLElement, label: string, heure: string) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }), heure);
  await user.tab();
}

afterEach(() => vi.unstubAllGlobals());

describe('extra hours and training (spec §5)', { timeout: 20_000 }, () => {
  it('requires the training name at once, with the times', async () => {
    const fetch = mockFetch();
    const { dialog } = ouvrir('formation');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Le nom de la formation est obligatoire')).toBeTruthy();
    expect(within(dialog).getAllByText('*information obligatoire')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a training with its name', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/creneau/formation' && init?.method === 'POST' ? jsonResponse([]) : undefined,
    );
    const { dialog, onSaved } = ouvrir('formation');
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /^Formation/ }), 'Secourisme');
    await saisir(dialog, 'Début', '0900');
    await saisir(dialog, 'Fin', '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Formation ajoutée'));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      membreId: 1,
      date: '2026-11-16',
      heureDebut: 540,
      heureFin: 720,
      labelFormation: 'Secourisme',
    });
  });

  it('sends extra hours without a training name', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/creneau/travail' && init?.method === 'POST' ? jsonResponse([]) : undefined,
    );
    const { dialog, onSaved } = ouvrir('heuresSupplementaires');
    expect(within(dialog).queryByRole('textbox', { name: /^Formation/ })).toBeNull();
    await saisir(dialog, 'Début', '1800');
    await saisir(dialog, 'Fin', '2000');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Heures supplémentaires ajoutées'));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      membreId: 1,
      date: '2026-11-16',
      heureDebut: 1080,
      heureFin: 1200,
      type: 'CreneauHeuresSupplementaires',
    });
  });
});
