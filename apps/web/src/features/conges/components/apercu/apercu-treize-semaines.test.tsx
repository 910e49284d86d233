import { ajouterJours, decalerSemaine, lundiDe, type Semaine, semaineDe } from '@roulement/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aujourdhui } from '../../../../lib/format';
import { absenceFixture, apercuEmployeFixture } from '../../../../testing/apercu-fixtures';
import { CONGES_TYPES } from '../../../../testing/employe-fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { ApercuTreizeSemaines } from './apercu-treize-semaines';

const cetteSemaine = semaineDe(aujourdhui());
const lundi = lundiDe(cetteSemaine);

const periode = (s: Semaine, employes = [apercuEmployeFixture()]) => ({
  dateDebut: lundiDe(s),
  dateFin: ajouterJours(lundiDe(s), 90),
  employes,
});

function afficher(reponse: (s: Semaine) => Response) {
  const fetch = mockFetch(
    (url) => (url.pathname === '/api/conges/types' ? jsonResponse(CONGES_TYPES) : undefined),
    (url) => (url.pathname === '/api/calendrier/joursFeries' ? jsonResponse([]) : undefined),
    (url) =>
      url.pathname === '/api/conges/apercu/trimestriel'
        ? reponse({ annee: Number(url.searchParams.get('_annee')), semaine: Number(url.searchParams.get('_semaine')) })
        : undefined,
  );
  renderWithProviders(<ApercuTreizeSemaines etablissementId={14} />);
  return fetch;
}

const demandes = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/conges/apercu/trimestriel')
    .map((u) => [u.searchParams.get('_etablissementId'), u.searchParams.get('_annee'), u.searchParams.get('_semaine')]);

describe('ApercuTreizeSemaines (GET /conges/apercu/trimestriel)', { timeout: 40_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws 13 weeks from this one: a week header over 7 days, a row per employee', async () => {
    const employes = [
      apercuEmployeFixture({
        absences: { [ajouterJours(lundi, 15)]: { premier: absenceFixture(), second: null } },
      }),
      apercuEmployeFixture({ employeId: 2, nomComplet: 'Bruno Zola' }),
    ];
    const fetch = afficher((s) => jsonResponse(periode(s, employes)));
    const alice = await screen.findByRole('row', { name: /Alice Martin/ });
    expect(alice.querySelectorAll('td')).toHaveLength(91);
    expect(alice.querySelector(`td[data-date="${ajouterJours(lundi, 15)}"]`)!.getAttribute('title')).toBe('CP');
    const entetes = screen.getAllByRole('columnheader').filter((th) => th.getAttribute('scope') === 'colgroup');
    expect(entetes).toHaveLength(13);
    expect(entetes[0]!.textContent).toBe(`S${cetteSemaine.semaine}`);
    expect(entetes[0]!.getAttribute('colspan')).toBe('7');
    expect(screen.getByRole('row', { name: /Bruno Zola/ })).toBeTruthy();
    expect(demandes(fetch)).toEqual([['14', String(cetteSemaine.annee), String(cetteSemaine.semaine)]]);
  });

  it('moves by 13 weeks, asking only once the clicks have stopped', async () => {
    const fetch = afficher((s) => jsonResponse(periode(s)));
    await screen.findByRole('row', { name: /Alice Martin/ });
    fireEvent.click(screen.getByRole('button', { name: '13 semaines suivantes' }));
    fireEvent.click(screen.getByRole('button', { name: '13 semaines suivantes' }));
    const apres = decalerSemaine(cetteSemaine, 26);
    await waitFor(() => expect(demandes(fetch)).toHaveLength(2), { timeout: 3000 });
    expect(demandes(fetch)[1]).toEqual(['14', String(apres.annee), String(apres.semaine)]);
  });

  it('says when nobody is under contract, and shows an error with a retry', async () => {
    afficher((s) => jsonResponse(periode(s, [])));
    expect(await screen.findByText('Aucun employé sous contrat sur ces 13 semaines')).toBeTruthy();
    vi.unstubAllGlobals();
    afficher(() =>
      jsonResponse(
        { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Établissement introuvable' },
        404,
      ),
    );
    expect(await screen.findByText('Établissement introuvable')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Réessayer/ })).toBeTruthy();
  });
});
