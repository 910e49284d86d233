import type { NouveauMembreCandidat } from '@roulement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { membreFixture } from '../../../testing/service-fixtures';
import { MembreCreationDialog } from './membre-creation-dialog';

const candidat = (employeId: number, prenom: string, nom: string): NouveauMembreCandidat => ({
  employeId,
  nomComplet: `${prenom} ${nom}`,
  titulaire: true,
  utilisateur: { utilisateurId: employeId + 100, prenom, nom, nomComplet: `${prenom} ${nom}` },
});
const CANDIDATS = [candidat(41, 'Inès', 'Bonnet'), candidat(42, 'Yanis', 'Legrand')];

function setup() {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/employe/rechercheDeNouveauxMembres/3') {
      const texte = (url.searchParams.get('_recherche') ?? '').toLowerCase();
      return jsonResponse(CANDIDATS.filter((c) => c.nomComplet.toLowerCase().includes(texte)));
    }
    if (url.pathname === '/api/membre' && init?.method === 'POST') return jsonResponse(membreFixture(), 201);
    return undefined;
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<MembreCreationDialog open serviceId={3} onClose={onClose} onSaved={onSaved} />);
  return { fetch, onClose, onSaved, user: userEvent.setup() };
}

const heures = () => screen.getByRole('textbox', { name: 'Heure(s) par semaine*' });
const ajouter = () => screen.getByRole('button', { name: 'Ajouter' });
const recherches = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/employe/rechercheDeNouveauxMembres'))
    .map((url) => url.searchParams.get('_recherche'));

describe('MembreCreationDialog (spec §5 member rules)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the employee and starts with the default colour and 0 hours', async () => {
    const { user, fetch } = setup();
    expect(heures()).toHaveProperty('value', '0');
    expect(screen.getByLabelText('Couleur')).toHaveProperty('value', '#eeeeee');
    await user.click(ajouter());
    expect(await screen.findByText('*information obligatoire')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it.each(['deux', '-1'])('wants numeric weekly hours ≥ 0, not « %s »', async (saisie) => {
    const { user } = setup();
    await user.clear(heures());
    await user.type(heures(), saisie);
    await user.click(ajouter());
    expect(await screen.findByText('Entrer une valeur numérique')).toBeTruthy();
  });

  it('searches once the typing stops, then adds the chosen employee with the colour and hours', async () => {
    const { user, fetch, onClose, onSaved } = setup();
    await user.type(screen.getByRole('combobox', { name: /Employé/ }), 'bon');
    // The server's answer is shown as is: Yanis goes once the search for « bon » has answered.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Yanis Legrand' })).toBeNull());
    await user.click(screen.getByRole('option', { name: 'Inès Bonnet' }));
    // Spec §9: one search for the whole word, 250 ms after the last key, never one per key.
    expect(recherches(fetch)).toEqual(['', 'bon']);
    await user.clear(heures());
    await user.type(heures(), '17,5');
    await user.click(ajouter());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      employeId: 41,
      serviceId: 3,
      couleur: '#EEEEEE',
      heuresHebdo: 17.5,
    });
    expect(onSaved).toHaveBeenCalledWith('Julie Dupont ajouté(e) au service');
  });
});
