import type { CreneauAbilities } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { creneauFixture, planningFixture } from '../../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { membreFixture } from '../../../../testing/service-fixtures';
import type { DemandesCreneau } from '../demandes-creneau';
import { CreneauActions } from './creneau-actions';

const LUNDI = '2026-11-16';
const alice = membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Martin' });
const bruno = membreFixture({ membreId: 2, prenom: 'Bruno', nom: 'Petit' });

function ouvrir(
  abilities: CreneauAbilities,
  extra = {},
  DemandesCreneau?: DemandesCreneau,
  absences: { membreId: number; date: string; motif: string }[] = [],
) {
  const creneau = creneauFixture(5, 1, LUNDI, 420, 840, { abilities, ...extra });
  const planning = planningFixture({ semaine: 47, annee: 2026 }, [alice, bruno], [creneau], { absences });
  const ancre = document.createElement('div');
  document.body.append(ancre);
  const notify = vi.fn();
  renderWithProviders(
    <CreneauActions
      serviceId={1}
      cible={{ creneau, planning, ancre }}
      onClose={() => undefined}
      notify={notify}
      CongesMembre={() => null}
      DemandesCreneau={DemandesCreneau}
    />,
  );
  return { notify };
}

const entrees = () => screen.queryAllByRole('menuitem').map((m) => m.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('slot menu (spec §2.8, §6)', { timeout: 20_000 }, () => {
  it('shows the member, the date and the times, then only the actions the server allows', () => {
    ouvrir({ remplacer: true, deplacer: true, ajouterHeuresSupplementaires: true, ajouterRecuperation: true });
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Alice Martin')).toBeTruthy();
    expect(within(menu).getByText('Lundi 16 novembre 2026')).toBeTruthy();
    expect(within(menu).getByText('07:00 – 14:00')).toBeTruthy();
    expect(entrees()).toEqual([
      'Remplacer',
      'Déplacer',
      'Ajouter des heures supplémentaires',
      'Ajouter une récupération',
    ]);
  });

  it('says why the member is away (the leave type) on their slot, absences hidden or not (issue 25)', () => {
    ouvrir({}, { indisponible: true, aRemplacer: true }, undefined, [
      { membreId: 1, date: LUNDI, motif: 'Congés payés' },
      { membreId: 2, date: LUNDI, motif: 'Maladie' },
    ]);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Absent(e) : Congés payés')).toBeTruthy();
    expect(within(menu).queryByText(/Maladie/)).toBeNull();
  });

  it('says nothing of an absence on the slot of a member at work', () => {
    ouvrir({}, {}, undefined, [{ membreId: 2, date: LUNDI, motif: 'Maladie' }]);
    expect(screen.queryByText(/Absent\(e\)/)).toBeNull();
  });

  it('gives a colleague the slot without any action', () => {
    ouvrir({});
    expect(screen.getByText('Alice Martin')).toBeTruthy();
    expect(entrees()).toEqual([]);
  });

  it('says « À remplacer » on a slot marked not to replace, and leaves out the owner’s requests', () => {
    ouvrir(
      { basculerNePasRemplacer: true, demanderConges: true, demanderRecuperation: true },
      { nePasRemplacer: true, indisponible: true },
    );
    expect(entrees()).toEqual(['À remplacer']);
  });

  it('toggles « Ne pas remplacer » at once and tells it', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/creneau/5/nePasRemplacer' && init?.method === 'PUT' ? jsonResponse([]) : undefined,
    );
    const { notify } = ouvrir({ basculerNePasRemplacer: true }, { aRemplacer: true, indisponible: true });
    expect(screen.getByText(/À remplacer : le membre est absent/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Ne pas remplacer' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Créneau mis à jour'));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('offline, says the action needs the server and offers « Réessayer », which sends it again (issue 25)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> =>
        Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetch);
    const { notify } = ouvrir({ basculerNePasRemplacer: true }, { aRemplacer: true, indisponible: true });
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Ne pas remplacer' }));
    await waitFor(() => expect(notify).toHaveBeenCalledOnce());
    const [message, action] = notify.mock.calls[0]!;
    expect(message).toBe('Hors ligne : cette action a besoin du serveur. Réessayez une fois le réseau revenu.');
    expect(action.libelle).toBe('Réessayer');
    expect(fetch).toHaveBeenCalledOnce();
    action.onClick();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(String(fetch.mock.calls[1]![0])).toContain('/api/creneau/5/nePasRemplacer');
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    vi.restoreAllMocks();
  });

  it('gives a refusal from the server no « Réessayer »', async () => {
    mockFetch((url) =>
      url.pathname === '/api/creneau/5/nePasRemplacer'
        ? jsonResponse({ statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Action non autorisée' }, 403)
        : undefined,
    );
    const { notify } = ouvrir({ basculerNePasRemplacer: true }, { aRemplacer: true, indisponible: true });
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Ne pas remplacer' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Action non autorisée', undefined));
  });

  it('asks before cancelling a training, then sends it', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/creneau/formation/5' && init?.method === 'DELETE' ? jsonResponse([]) : undefined,
    );
    const { notify } = ouvrir({ annulerFormation: true }, { type: 'CreneauDeFormation', labelFormation: 'Secourisme' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('menuitem', { name: 'Annuler la formation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la formation' });
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Formation annulée'));
  });
});

describe('« Annuler » on the replacement’s notice (decision 094)', { timeout: 20_000 }, () => {
  it('deletes the replacement slot just created, through « Annuler le remplacement »', async () => {
    const cree = creneauFixture(8, 2, LUNDI, 420, 840, { type: 'CreneauDeRemplacement', remplace: 5 });
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/creneau/5/remplacer' && init?.method === 'POST') return jsonResponse([cree]);
      if (url.pathname === '/api/creneau/8/annulerRemplacement' && init?.method === 'DELETE') return jsonResponse([]);
      return undefined;
    });
    const { notify } = ouvrir({ remplacer: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('menuitem', { name: 'Remplacer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remplacer' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Éducateur*' }));
    await user.click(screen.getByRole('option', { name: 'Bruno Petit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Remplacement enregistré', expect.objectContaining({ libelle: 'Annuler' })),
    );
    notify.mock.calls[0]?.[1]?.onClick();
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('Remplacement annulé'));
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).toEqual([
      '/api/creneau/5/remplacer',
      '/api/creneau/8/annulerRemplacement',
    ]);
  });
});

describe('the slot owner’s requests (spec doc 2 §6)', { timeout: 20_000 }, () => {
  it('offers the requests the server allows and opens the page’s dialog prefilled with the slot', async () => {
    const dialogues = vi.fn<DemandesCreneau>(() => null);
    ouvrir({ demanderConges: true, demanderHeuresSupplementaires: true }, {}, dialogues);
    expect(entrees()).toEqual(['Demander un congé', 'Demander des heures supplémentaires']);
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Demander des heures supplémentaires' }));
    expect(dialogues).toHaveBeenLastCalledWith(
      expect.objectContaining({
        demande: {
          genre: 'heuresSupp',
          membreId: 1,
          date: LUNDI,
          heureDebut: 420,
          heureFin: 840,
          employeId: alice.employe.employeId,
        },
      }),
      undefined,
    );
  });

  it('offers all three to the owner when allowed', () => {
    ouvrir({ demanderConges: true, demanderHeuresSupplementaires: true, demanderRecuperation: true }, {}, () => null);
    expect(entrees()).toEqual([
      'Demander un congé',
      'Demander des heures supplémentaires',
      'Demander une récupération',
    ]);
  });
});
