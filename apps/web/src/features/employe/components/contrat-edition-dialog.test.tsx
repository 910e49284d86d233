import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { CONTRAT_TYPES, contratFixture, employeFixture, METIERS } from '../../../testing/employe-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ContratDialog } from './contrat-edition-dialog';

function setup(contrat = null as Parameters<typeof ContratDialog>[0]['contrat']) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/contrat/types') return jsonResponse(CONTRAT_TYPES);
    if (url.pathname === '/api/contrat/metiers') return jsonResponse(METIERS);
    if (url.pathname.startsWith('/api/employe/5/contrat') && init?.method !== 'GET')
      return jsonResponse(employeFixture(), 201);
    return undefined;
  });
  const onClose = vi.fn();
  renderWithProviders(<ContratDialog open employeId={5} contrat={contrat} onClose={onClose} />);
  return { fetch, onClose, user: userEvent.setup() };
}

async function choisir(user: ReturnType<typeof userEvent.setup>, champ: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: champ }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const dateFin = () => screen.queryByRole('group', { name: /Date de fin/ });

describe('ContratDialog (spec §5 contract form)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the type and the job', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findAllByText('Information obligatoire')).toHaveLength(2);
  });

  it('hides the end date for a CDI and sends none', async () => {
    const { user, fetch, onClose } = setup();
    await choisir(user, /Type de contrat/, 'CDI — Contrat à durée indéterminée');
    await choisir(user, /Métier/, 'Aide-soignant(e)');
    expect(dateFin()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const init = fetch.mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      employeId: 5,
      contrat: { contratTypeId: 1, metierId: 1, heuresHebdo: 35, dateFin: null, cadre: false },
    });
  });

  it('shows and requires the end date for any other type', async () => {
    const { user, fetch } = setup();
    await choisir(user, /Type de contrat/, 'CDD — Contrat à durée déterminée');
    await choisir(user, /Métier/, 'Aide-soignant(e)');
    expect(dateFin()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('La date de fin est obligatoire pour ce type de contrat')).toBeTruthy();
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
  });

  it('wants numeric weekly hours, and asks the on-call days only of a cadre', async () => {
    const { user } = setup();
    const heures = screen.getByRole('textbox', { name: /Heures hebdomadaires/ });
    await user.clear(heures);
    await user.type(heures, 'beaucoup');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Entrer une valeur numérique')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Jours d'astreinte/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Cadre' }));
    expect(screen.getByRole('textbox', { name: /Jours d'astreinte/ })).toBeTruthy();
  });

  it('shows an optional end date on an existing CDI, to record a departure', async () => {
    setup(contratFixture({ type: CONTRAT_TYPES[0]!, dateFin: null, status: 'En cours' }));
    const champ = dateFin();
    expect(champ).not.toBeNull();
    expect(champ?.textContent ?? '').not.toContain('*');
  });

  it('edits an existing contract with its values and offers to delete it', async () => {
    setup(contratFixture({ type: CONTRAT_TYPES[1]!, dateFin: '2026-12-31', status: 'En cours' }));
    expect(screen.getByRole('heading', { name: 'Modifier le contrat' })).toBeTruthy();
    expect(dateFin()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeTruthy();
  });
});
