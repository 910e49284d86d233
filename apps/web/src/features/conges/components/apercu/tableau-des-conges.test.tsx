import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { absenceFixture, apercuEmployeFixture, apercuFixture } from '../../../../testing/apercu-fixtures';
import { CONGES_TYPES } from '../../../../testing/employe-fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { moisCourant } from '../../hooks/apercu/use-mois-apercu';
import { TableauDesConges } from './tableau-des-conges';

const { annee, mois } = moisCourant();
const jour = (n: number) => `${annee}-${String(mois).padStart(2, '0')}-${String(n).padStart(2, '0')}`;

function afficher(reponse: (url: URL) => Response) {
  const fetch = mockFetch(
    (url) => (url.pathname === '/api/conges/types' ? jsonResponse(CONGES_TYPES) : undefined),
    (url) => (url.pathname === '/api/calendrier/joursFeries' ? jsonResponse([]) : undefined),
    (url) => (url.pathname === '/api/conges/apercu/mensuel' ? reponse(url) : undefined),
  );
  renderWithProviders(<TableauDesConges etablissementId={14} sousTitre="Foyer" notify={vi.fn()} />);
  return fetch;
}

const employes = [
  apercuEmployeFixture({
    absences: {
      [jour(3)]: { premier: absenceFixture({ shortLabel: 'DJ', couleur: '#ff9800', demiJournee: 1 }), second: null },
    },
  }),
  apercuEmployeFixture({
    employeId: 2,
    nomComplet: 'Bruno Zola',
    absences: {
      [jour(10)]: { premier: absenceFixture(), second: absenceFixture({ shortLabel: 'MA', couleur: '#9e9e9e' }) },
    },
  }),
];

describe('TableauDesConges (spec §2.10)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a row per employee and a cell per day: a half day, two leaves, the legend', async () => {
    afficher((url) =>
      jsonResponse(
        apercuFixture(Number(url.searchParams.get('_annee')), Number(url.searchParams.get('_mois')), employes),
      ),
    );
    const alice = await screen.findByRole('row', { name: /Alice Martin/ });
    const demi = alice.querySelector(`td[data-date="${jour(3)}"]`)!;
    expect(demi.getAttribute('title')).toBe('DJ matin');
    expect(demi.getAttribute('data-apres-midi')).toBeNull();
    const deux = screen.getByRole('row', { name: /Bruno Zola/ }).querySelector(`td[data-date="${jour(10)}"]`)!;
    expect(deux.getAttribute('title')).toBe('CP matin, MA après-midi');
    expect(alice.querySelectorAll('td')).toHaveLength(Number(apercuFixture(annee, mois).dateFin.slice(8)));
    const legende = within(await screen.findByRole('list', { name: 'Légende' }));
    expect(legende.getByText('MA — Maladie')).toBeTruthy();
    expect(legende.getByText('Week-end ou jour férié')).toBeTruthy();
  });

  it('asks for the next month once the clicks have stopped', async () => {
    const fetch = afficher((url) =>
      jsonResponse(
        apercuFixture(Number(url.searchParams.get('_annee')), Number(url.searchParams.get('_mois')), employes),
      ),
    );
    await screen.findByRole('row', { name: /Alice Martin/ });
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    const attendu = ((mois + 1) % 12) + 1;
    await waitFor(
      () => {
        const mensuels = fetch.mock.calls
          .map(([input]) => new URL(String(input), 'http://localhost'))
          .filter((u) => u.pathname === '/api/conges/apercu/mensuel');
        // The month in between is never asked for.
        expect(mensuels.map((u) => Number(u.searchParams.get('_mois')))).toEqual([mois, attendu]);
      },
      { timeout: 3000 },
    );
  });

  it('says when nobody is under contract, and shows an error with a retry', async () => {
    afficher((url) =>
      jsonResponse(apercuFixture(Number(url.searchParams.get('_annee')), Number(url.searchParams.get('_mois')))),
    );
    expect(await screen.findByText('Aucun employé sous contrat ce mois-ci')).toBeTruthy();
    vi.unstubAllGlobals();
    afficher(() =>
      jsonResponse(
        { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Établissement introuvable' },
        404,
      ),
    );
    expect(await screen.findByText('Établissement introuvable')).toBeTruthy();
  });
});
