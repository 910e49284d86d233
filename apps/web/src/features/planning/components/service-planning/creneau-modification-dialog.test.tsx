import type { ActionModification } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { creneauFixture } from '../../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { ModificationCreneauDialog } from './creneau-modification-dialog';

const INVALIDE = "Cette borne horaire n'est pas valide";
// A work slot 07:00 – 14:00.
const creneau = creneauFixture(5, 1, '2026-11-16', 420, 840);

function ouvrir(action: ActionModification) {
  const onSaved = vi.fn();
  renderWithProviders(
    <ModificationCreneauDialog
      serviceId={1}
      cible={{ creneau, action }}
      nomMembre="Alice Martin"
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  const dialog = screen.getByRole('dialog');
  const champ = (nom: string) =>
    within(dialog).getByRole('combobox', { name: new RegExp(`^${nom}`) }) as HTMLInputElement;
  return { dialog, onSaved, debut: champ('Début'), fin: champ('Fin') };
}

async function saisir(input: HTMLInputElement, heure: string) {
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, heure);
  await user.tab();
}

afterEach(() => vi.unstubAllGlobals());

describe('shift edits (spec §5)', { timeout: 20_000 }, () => {
  it('keeps overtime around the slot: the start cannot follow the original start', async () => {
    const { dialog, debut, fin } = ouvrir('HEURES_SUPPLEMENTAIRES');
    expect(within(dialog).getByText('Alice Martin — Lundi 16 novembre 2026, 07:00 – 14:00')).toBeTruthy();
    await saisir(debut, '0800');
    expect(within(dialog).getByText(INVALIDE)).toBeTruthy();
    await saisir(debut, '0600');
    await saisir(fin, '1500');
    expect(within(dialog).queryByText(INVALIDE)).toBeNull();
  });

  it('shows the overtime’s gain on the recovery balance as it is typed, in green', async () => {
    const { dialog, fin } = ouvrir('HEURES_SUPPLEMENTAIRES');
    await saisir(fin, '1530');
    const apercu = within(dialog).getByRole('status');
    expect(apercu.textContent).toBe('Impact sur le solde de récupération : +1,50 h');
    expect(apercu.dataset.couleur).toBe('vert');
  });

  it('keeps a recovery inside the slot and shows its cost in red', async () => {
    const { dialog, debut, fin } = ouvrir('RECUPERATION');
    await saisir(fin, '1430');
    expect(within(dialog).getByText(INVALIDE)).toBeTruthy();
    await saisir(fin, '1400');
    await saisir(debut, '0815');
    const apercu = within(dialog).getByRole('status');
    expect(apercu.textContent).toBe('Impact sur le solde de récupération : -1,25 h');
    expect(apercu.dataset.couleur).toBe('rouge');
  });

  it('refuses unchanged times, then sends the recovery and answers the day', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/creneau/5' && init?.method === 'PUT' ? jsonResponse([]) : undefined,
    );
    const { dialog, debut, onSaved } = ouvrir('RECUPERATION');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Les horaires sont inchangés')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await saisir(debut, '0900');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Récupération ajoutée'));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      nouvelleHeureDebut: 540,
      nouvelleHeureFin: 840,
      action: 'RECUPERATION',
    });
  });

  it('shows no balance preview for a move', () => {
    const { dialog } = ouvrir('DEPLACER');
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Déplacer le créneau' })).toBeTruthy();
  });
});
