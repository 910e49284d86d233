import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demandeResumeFixture, personneFixture } from '../../../../testing/demande-fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { AValider, FichesAValider } from './a-valider';
import { MesDemandesEnAttente } from './mes-demandes-en-attente';

afterEach(() => vi.unstubAllGlobals());

describe('MesDemandesEnAttente', () => {
  it('lists my pending requests, oldest first, with their validations, and not the others', async () => {
    mockFetch((url) =>
      url.pathname === '/api/demande/utilisateur'
        ? jsonResponse([
            demandeResumeFixture({
              demandeId: 44,
              typeDemande: 'Récupération',
              dateDebut: '2026-12-01',
              dateFin: '2026-12-01',
            }),
            demandeResumeFixture({ demandeId: 43, statutId: 2 }),
            demandeResumeFixture({ demandeId: 41, nbValidationsAcceptees: 1, nbValidationsEnAttente: 1 }),
            demandeResumeFixture({
              demandeId: 42,
              employe: { employeId: 8, utilisateurId: 99, nomComplet: 'Autre', etablissementId: 14 },
              createur: personneFixture({ utilisateurId: 99 }),
            }),
          ])
        : undefined,
    );
    renderWithProviders(<MesDemandesEnAttente utilisateurId={7} />);
    const liste = await screen.findByRole('list', { name: 'Mes demandes en attente' });
    const liens = within(liste).getAllByRole('link');
    expect(liens.map((l) => l.getAttribute('href'))).toEqual(['/demande/41/conges', '/demande/44/recuperation']);
    expect(liens[0]!.textContent).toContain('Du 02/03/2026 au 06/03/2026');
    expect(within(liens[0]!).getByLabelText('1 validation acceptée')).toBeTruthy();
    expect(within(liens[0]!).getByLabelText('1 validation en attente')).toBeTruthy();
  });

  it('says so when nothing is pending', async () => {
    mockFetch((url) => (url.pathname === '/api/demande/utilisateur' ? jsonResponse([]) : undefined));
    renderWithProviders(<MesDemandesEnAttente utilisateurId={7} />);
    expect(await screen.findByText('Aucune demande en attente')).toBeTruthy();
  });
});

describe('AValider and FichesAValider', () => {
  it('count the requests and the AIM sheets waiting for me', async () => {
    const fetch = mockFetch(
      (url) => (url.pathname === '/api/demande/compteurs' ? jsonResponse({ aValider: 3, enAttente: 1 }) : undefined),
      (url) =>
        url.pathname === '/api/demande/enAttente'
          ? jsonResponse({
              total: 1,
              page: 0,
              taille: 50,
              elements: [demandeResumeFixture({ typeDemande: 'Fiches AIM' })],
            })
          : undefined,
    );
    renderWithProviders(
      <>
        <AValider />
        <FichesAValider />
      </>,
    );
    expect((await screen.findByTestId('a-valider')).textContent).toBe('3 demandes à valider');
    expect((await screen.findByTestId('fiches-a-valider')).textContent).toBe('1 fiche à valider');
    const fiches = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname === '/api/demande/enAttente');
    expect(fiches?.searchParams.get('_types')).toBe('Fiches AIM');
  });

  it('say so when nothing waits', async () => {
    mockFetch(
      (url) => (url.pathname === '/api/demande/compteurs' ? jsonResponse({ aValider: 0, enAttente: 0 }) : undefined),
      (url) =>
        url.pathname === '/api/demande/enAttente'
          ? jsonResponse({ total: 0, page: 0, taille: 50, elements: [] })
          : undefined,
    );
    renderWithProviders(
      <>
        <AValider />
        <FichesAValider />
      </>,
    );
    expect((await screen.findByTestId('a-valider')).textContent).toBe('Aucune demande à valider');
    expect((await screen.findByTestId('fiches-a-valider')).textContent).toBe('Aucune fiche à valider');
  });
});
