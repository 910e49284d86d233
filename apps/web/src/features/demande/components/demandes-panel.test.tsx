import type { DemandeResume } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../lib/auth';
import { demandeResumeFixture } from '../../../testing/demande-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { DecisionsProvider } from './decisions-provider';
import { DemandesPanel } from './demandes-panel';

const employe = (nomComplet: string) => ({ employeId: 9, utilisateurId: 19, nomComplet, etablissementId: 14 });

/** The server's 'À valider': filtered on the query and paged like the real one. */
function serveurAValider(demandes: DemandeResume[], url: URL, taille = 50) {
  const recherche = url.searchParams.get('_recherche')?.toLowerCase() ?? '';
  const types = url.searchParams.get('_types')?.split(',') ?? [];
  const page = Number(url.searchParams.get('_page') ?? 0);
  const gardees = demandes.filter(
    (d) =>
      d.employe.nomComplet.toLowerCase().includes(recherche) && (types.length === 0 || types.includes(d.typeDemande)),
  );
  return jsonResponse({
    total: gardees.length,
    page,
    taille,
    elements: gardees.slice(page * taille, (page + 1) * taille),
  });
}

function afficher({
  aValider = [],
  mes = [],
  compte = aValider.length,
  taille,
}: {
  aValider?: DemandeResume[];
  mes?: DemandeResume[];
  compte?: number;
  taille?: number;
}) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
  const fetch = mockFetch((url) => {
    if (url.pathname === '/api/demande/enAttente') return serveurAValider(aValider, url, taille);
    if (url.pathname === '/api/demande/utilisateur') return jsonResponse(mes);
    if (url.pathname === '/api/demande/compteurs') return jsonResponse({ aValider: compte, enAttente: 0 });
    return undefined;
  });
  renderWithProviders(
    <DecisionsProvider>
      <DemandesPanel />
    </DecisionsProvider>,
    { route: '/demande' },
  );
  return { user: userEvent.setup(), fetch };
}

const appelsAValider = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/demande/enAttente')
    .map((url) => url.search);

const noms = (liste: HTMLElement) =>
  within(liste)
    .getAllByRole('link')
    .map((lien) => lien.querySelector('.MuiListItemText-primary')?.textContent);

describe('DemandesPanel (spec §2.7)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it("hides 'À valider' when it is empty and shows the empty text of 'En attente'", async () => {
    afficher({ mes: [demandeResumeFixture({ demandeId: 3, statutId: 2 })] });
    expect(await screen.findByRole('tab', { name: 'Mes demandes' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'À valider' })).toBeNull();
    expect(screen.getByText('Aucune demande en attente')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Historique' })).getAllByRole('link')).toHaveLength(1);
  });

  it("opens on 'À valider' when it holds requests, and switches to 'Mes demandes'", async () => {
    const { user } = afficher({
      aValider: [demandeResumeFixture({ demandeId: 7, employe: employe('Karim Thomas') })],
      mes: [demandeResumeFixture({ demandeId: 8 })],
    });
    const onglet = await screen.findByRole('tab', { name: 'À valider' });
    expect(onglet.getAttribute('aria-selected')).toBe('true');
    expect(noms(screen.getByRole('list', { name: 'Demandes à valider' }))).toEqual(['Karim Thomas']);
    await user.click(screen.getByRole('tab', { name: 'Mes demandes' }));
    expect(noms(screen.getByRole('list', { name: 'En attente' }))).toEqual(['Samuel Salarié']);
    expect(screen.getByText("Aucune demande dans l'historique")).toBeTruthy();
  });

  it('sorts the history by descending demandeId and lists only requests with a creator', async () => {
    afficher({
      mes: [
        demandeResumeFixture({ demandeId: 2, statutId: 2, employe: employe('Alice Martin') }),
        demandeResumeFixture({ demandeId: 6, statutId: 3, employe: employe('Bruno Petit') }),
        demandeResumeFixture({ demandeId: 4, statutId: 4, employe: employe('Chloé Durand'), createur: null }),
      ],
    });
    expect(noms(await screen.findByRole('list', { name: 'Historique' }))).toEqual(['Bruno Petit', 'Alice Martin']);
  });

  it('filters by name (accents and case aside) and by type toggle', async () => {
    const { user } = afficher({
      mes: [
        demandeResumeFixture({ demandeId: 1, employe: employe('Élodie Lefèvre') }),
        demandeResumeFixture({ demandeId: 2, typeDemande: 'Récupération', employe: employe('Karim Thomas') }),
        demandeResumeFixture({ demandeId: 3, typeDemande: 'Heures complémentaires', employe: employe('Julie Dupont') }),
      ],
    });
    const enAttente = await screen.findByRole('list', { name: 'En attente' });
    expect(noms(enAttente)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Planning' }));
    expect(noms(screen.getByRole('list', { name: 'En attente' }))).toEqual(['Karim Thomas', 'Julie Dupont']);
    await user.click(screen.getByRole('button', { name: 'Planning' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un employé' }), 'ELODIE lefevre');
    expect(noms(screen.getByRole('list', { name: 'En attente' }))).toEqual(['Élodie Lefèvre']);
    await user.click(screen.getByRole('button', { name: 'Fiches AIM' }));
    expect(screen.getByText('Aucune demande en attente')).toBeTruthy();
  });

  it('shows on an item its type and dates, its counters with their labels, and links to its type’s route', async () => {
    afficher({
      mes: [
        demandeResumeFixture({
          demandeId: 12,
          typeDemande: 'Heures complémentaires',
          dateFin: '2026-03-02',
          nbCommentaires: 3,
          nbValidationsAcceptees: 1,
          nbValidationsEnAttente: 1,
          nbValidationsRefusees: 0,
        }),
        demandeResumeFixture({ demandeId: 11, typeDemande: 'Récupération', statutId: 2 }),
        demandeResumeFixture({ demandeId: 10, statutId: 3 }),
      ],
    });
    const lien = within(await screen.findByRole('list', { name: 'En attente' })).getByRole('link');
    expect(lien.getAttribute('href')).toBe('/demande/12/heures-supp');
    expect(within(lien).getByText('Heures complémentaires · 02/03/2026')).toBeTruthy();
    for (const label of [
      '3 commentaires',
      '1 validation acceptée',
      '1 validation en attente',
      '0 validation refusée',
    ]) {
      expect(within(lien).getByRole('img', { name: label })).toBeTruthy();
    }
    const historique = within(screen.getByRole('list', { name: 'Historique' })).getAllByRole('link');
    expect(historique.map((l) => l.getAttribute('href'))).toEqual(['/demande/11/recuperation', '/demande/10/conges']);
    expect(within(historique[1]!).getByText('Congés · Du 02/03/2026 au 06/03/2026')).toBeTruthy();
    expect(within(historique[1]!).getByText('Refusée')).toBeTruthy();
  });
  it("sends the search, once typed, and the type toggles to the server for 'À valider', with its total", async () => {
    const { user, fetch } = afficher({
      aValider: [
        demandeResumeFixture({ demandeId: 7, employe: employe('Karim Thomas') }),
        demandeResumeFixture({ demandeId: 6, typeDemande: 'Récupération', employe: employe('Julie Dupont') }),
      ],
    });
    expect(await screen.findByText('2 demandes à valider')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Planning' }));
    expect(await screen.findByText('1 demande à valider')).toBeTruthy();
    expect(noms(screen.getByRole('list', { name: 'Demandes à valider' }))).toEqual(['Julie Dupont']);
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un employé' }), 'zoé');
    expect(await screen.findByText('Aucune demande ne correspond à la recherche')).toBeTruthy();
    // The tab stays: the badge counts what there is to validate, whatever the search.
    expect(screen.getByRole('tab', { name: 'À valider' })).toBeTruthy();
    const planning = new URLSearchParams({ _types: 'Heures complémentaires,Récupération' }).toString();
    expect(appelsAValider(fetch)).toEqual([
      '?_page=0&_taille=50',
      `?_page=0&_taille=50&${planning}`,
      `?_page=0&_taille=50&_recherche=zo%C3%A9&${planning}`,
    ]);
  });

  it("loads the next page of 'À valider' with 'Afficher plus', until the total is reached", async () => {
    const demandes = [9, 8, 7].map((demandeId) =>
      demandeResumeFixture({ demandeId, employe: employe(`Personne ${demandeId}`) }),
    );
    const { user } = afficher({ aValider: demandes, taille: 2 });
    expect(await screen.findByText('3 demandes à valider')).toBeTruthy();
    expect(noms(screen.getByRole('list', { name: 'Demandes à valider' }))).toEqual(['Personne 9', 'Personne 8']);
    await user.click(screen.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() =>
      expect(noms(screen.getByRole('list', { name: 'Demandes à valider' }))).toEqual([
        'Personne 9',
        'Personne 8',
        'Personne 7',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it("shows 'À valider' when the badge counts requests the list does not hold yet", async () => {
    afficher({ compte: 2 });
    expect(await screen.findByRole('tab', { name: 'À valider' })).toBeTruthy();
    expect(screen.getByText('Aucune demande à valider')).toBeTruthy();
  });
});
