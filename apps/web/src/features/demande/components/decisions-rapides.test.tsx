import type { Demande, DemandeResume } from '@roulement/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../lib/auth';
import { demandeFixture, demandeResumeFixture, validationFixture } from '../../../testing/demande-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { DecisionsProvider } from './decisions-provider';
import { DemandeDetail } from './demande-detail';
import { DemandesPanel } from './demandes-panel';

const employe = (employeId: number, nomComplet: string) => ({
  employeId,
  utilisateurId: employeId,
  nomComplet,
  etablissementId: 14,
});

const A_VALIDER: DemandeResume[] = [
  demandeResumeFixture({ demandeId: 40, employe: employe(5, 'Samuel Salarié') }),
  demandeResumeFixture({ demandeId: 41, employe: employe(6, 'Alice Martin'), typeDemande: 'Récupération' }),
  demandeResumeFixture({ demandeId: 42, employe: employe(7, 'Paul Durand'), typeDemande: 'Heures complémentaires' }),
];

/** The detail of a listed request, whose director's validation the viewer may give. */
const detail = (demandeId: number): Demande =>
  demandeFixture({
    demandeId,
    abilities: { annuler: false, commenter: true, voirImpact: false },
    validations: [validationFixture({ validationId: demandeId * 10, abilities: { valider: true } })],
  });

/** The page's outlet: the detail follows the route, afresh for each request, as on the page. */
function DetailDeLaRoute() {
  const demandeId = Number(useParams().demandeId);
  return <DemandeDetail key={demandeId} demande={detail(demandeId)} />;
}

function Lieu() {
  return <output aria-label="Adresse">{useLocation().pathname}</output>;
}

// Long enough for the assertions made while the toast is open, on a loaded machine.
function afficher({ route = '/demande', delaiMs = 2000, avecDetail = false } = {}) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_CHEF_DE_SERVICE_3']));
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/demande/enAttente')
      return jsonResponse({ total: A_VALIDER.length, page: 0, taille: 50, elements: A_VALIDER });
    if (url.pathname === '/api/demande/utilisateur') return jsonResponse([]);
    if (url.pathname === '/api/demande/compteurs') return jsonResponse({ aValider: A_VALIDER.length, enAttente: 0 });
    const id = Number(url.pathname.split('/')[3]);
    if (init?.method === 'PUT' || init?.method === 'POST' || url.pathname === `/api/demande/${id}`)
      return jsonResponse(detail(id));
    return undefined;
  });
  renderWithProviders(
    <DecisionsProvider delaiMs={delaiMs}>
      <Lieu />
      <Routes>
        <Route path="/demande" element={<DemandesPanel />} />
        <Route
          path="/demande/:demandeId/*"
          element={
            <>
              <DemandesPanel selectedId={40} />
              {avecDetail ? <DetailDeLaRoute /> : null}
            </>
          }
        />
      </Routes>
    </DecisionsProvider>,
    { route },
  );
  return { fetch, user: userEvent.setup() };
}

const envois = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST')
    .map(([input, init]) => `${init?.method} ${new URL(String(input), 'http://localhost').pathname}`);

/** Past the toast's delay. */
const ENVOI = { timeout: 6000 };

const adresse = () => screen.getByRole('status', { name: 'Adresse' }).textContent;

describe('Deciding in one tap (issue 25, decision 088)', { timeout: 40_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it('accepts a leave from its row in one tap: the row leaves, the toast waits, then the decision is sent', async () => {
    const { fetch, user } = afficher();
    await user.click(await screen.findByRole('button', { name: 'Accepter la demande de Samuel Salarié' }));
    expect(screen.getByText('Demande de Samuel Salarié acceptée')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accepter la demande de Samuel Salarié' })).toBeNull();
    expect(screen.getByText('2 demandes à valider')).toBeTruthy();
    expect(envois(fetch)).toEqual([]);
    await waitFor(() => expect(envois(fetch)).toEqual(['PUT /api/demande/40/validation/400/valider']), ENVOI);
  });

  it('offline, says the decision needs the server and « Réessayer » sends it again (issue 25)', async () => {
    const { fetch, user } = afficher({ delaiMs: 0 });
    const accepter = await screen.findByRole('button', { name: 'Accepter la demande de Samuel Salarié' });
    const enLigne = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let coupe = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (coupe && init?.method === 'PUT') throw new TypeError('Failed to fetch');
        return fetch(input, init);
      }),
    );
    await user.click(accepter);
    await screen.findByText(
      'Hors ligne : cette action a besoin du serveur. Réessayez une fois le réseau revenu.',
      undefined,
      ENVOI,
    );
    expect(envois(fetch)).toEqual([]);
    coupe = false;
    enLigne.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(envois(fetch)).toEqual(['PUT /api/demande/40/validation/400/valider']), ENVOI);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('sends the comment written in the row before the acceptance', async () => {
    const { fetch, user } = afficher();
    await user.click(
      await screen.findByRole('button', { name: 'Commenter la décision sur la demande de Alice Martin' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Commentaire de la décision' }), 'Bon repos');
    await user.click(screen.getByRole('button', { name: 'Accepter la demande de Alice Martin' }));
    await waitFor(
      () =>
        expect(envois(fetch)).toEqual([
          'POST /api/demande/41/commentaire',
          'PUT /api/demande/41/validation/410/valider',
        ]),
      ENVOI,
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ commentaire: 'Bon repos' });
  });

  it('undoes with « Annuler » before the delay: nothing is sent and the row comes back', async () => {
    const { fetch, user } = afficher({ delaiMs: 3000 });
    await user.click(await screen.findByRole('button', { name: 'Accepter la demande de Samuel Salarié' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('button', { name: 'Accepter la demande de Samuel Salarié' })).toBeTruthy();
    await new Promise((fin) => setTimeout(fin, 3500));
    expect(envois(fetch)).toEqual([]);
  });

  it('asks for the reason of a refusal before anything is decided', async () => {
    const { fetch, user } = afficher();
    await user.click(await screen.findByRole('button', { name: 'Refuser la demande de Samuel Salarié' }));
    const champ = screen.getByRole('textbox', { name: 'Commentaire de la décision' });
    expect(screen.getByText('Écrivez pourquoi vous refusez')).toBeTruthy();
    expect(screen.queryByText(/refusée/)).toBeNull();
    await user.type(champ, 'Effectif insuffisant');
    await user.click(screen.getByRole('button', { name: 'Refuser la demande de Samuel Salarié' }));
    expect(screen.getByText('Demande de Samuel Salarié refusée')).toBeTruthy();
    await waitFor(
      () =>
        expect(envois(fetch)).toEqual([
          'POST /api/demande/40/commentaire',
          'PUT /api/demande/40/validation/400/refuser',
        ]),
      ENVOI,
    );
  });

  it('leaves overtime to its detail: its row has no decision buttons', async () => {
    const { user } = afficher();
    const liste = await screen.findByRole('list', { name: 'Demandes à valider' });
    const ligne = within(liste).getAllByRole('listitem')[2] as HTMLElement;
    expect(within(ligne).getByText('À décider sur le détail')).toBeTruthy();
    expect(within(ligne).queryByRole('button')).toBeNull();
    await user.click(within(ligne).getByRole('link'));
    expect(adresse()).toBe('/demande/42/heures-supp');
  });

  it('opens the next request once the detail decided, and comes back to it on « Annuler »', async () => {
    const { fetch, user } = afficher({ route: '/demande/40/conges', avecDetail: true, delaiMs: 5000 });
    await screen.findByRole('list', { name: 'Demandes à valider' });
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(adresse()).toBe('/demande/41/recuperation');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(adresse()).toBe('/demande/40/conges');
    expect(envois(fetch)).toEqual([]);
  });

  it('decides and moves with the keyboard on the detail, never while typing', async () => {
    const { fetch, user } = afficher({ route: '/demande/40/conges', avecDetail: true, delaiMs: 0 });
    await screen.findByRole('list', { name: 'Demandes à valider' });
    expect(screen.getByRole('button', { name: 'Accepter' }).getAttribute('title')).toBe('Accepter (touche A)');
    expect(screen.getByText(/Raccourcis : A accepter, R refuser/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Commentaire de la décision' }), 'jarak');
    expect(adresse()).toBe('/demande/40/conges');
    expect(envois(fetch)).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(adresse()).toBe('/demande/41/recuperation');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(adresse()).toBe('/demande/40/conges');
    await user.type(screen.getByRole('textbox', { name: 'Commentaire de la décision' }), 'Accordé');
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(adresse()).toBe('/demande/41/recuperation');
    await waitFor(() =>
      expect(envois(fetch)).toEqual(['POST /api/demande/40/commentaire', 'PUT /api/demande/40/validation/400/valider']),
    );
  });
});
