import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { delegationFixture, personneFixture } from '../../../../testing/delegation-fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { DelegationsSection } from './delegations-section';

const ETABLISSEMENTS = [{ etablissementId: 3, raisonSociale: 'Foyer des Tilleuls' }];
const donnee = delegationFixture();
const recue = delegationFixture({
  delegationId: 2,
  delegant: personneFixture({ utilisateurId: 5, nomComplet: 'Paul Chef' }),
  delegataire: personneFixture({ utilisateurId: 1, nomComplet: 'Dora Directrice' }),
  dateDebut: '2030-07-01',
  dateFin: '2030-07-15',
  abilities: { revoquer: false },
});

const rendre = () => renderWithProviders(<DelegationsSection etablissements={ETABLISSEMENTS} />);

describe('DelegationsSection', { timeout: 20_000 }, () => {
  it('says « Aucune délégation » under both headings when there is none', async () => {
    mockFetch((url) => (url.pathname === '/api/delegation' ? jsonResponse({ donnees: [], recues: [] }) : undefined));
    rendre();
    const donnees = await screen.findByRole('region', { name: 'Données' });
    expect(within(donnees).getByText('Aucune délégation')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Reçues' })).getByText('Aucune délégation')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    mockFetch(() =>
      jsonResponse({ statusCode: 500, error: 'Internal', code: 'INTERNAL', message: 'Erreur du serveur' }, 500),
    );
    rendre();
    expect(await screen.findByRole('button', { name: /Réessayer/ })).toBeTruthy();
  });

  it('lists given and received delegations; only a given one may be revoked, after confirmation', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/delegation') return jsonResponse({ donnees: [donnee], recues: [recue] });
      if (url.pathname === '/api/delegation/1' && init?.method === 'DELETE')
        return jsonResponse({ donnees: [], recues: [recue] });
      return undefined;
    });
    const user = userEvent.setup();
    rendre();
    const donnees = await screen.findByRole('region', { name: 'Données' });
    expect(within(donnees).getByText('Camille Durand')).toBeTruthy();
    expect(within(donnees).getByText('Foyer des Tilleuls — du 01/06/2030 au 30/06/2030')).toBeTruthy();
    const recues = screen.getByRole('region', { name: 'Reçues' });
    expect(within(recues).getByText('Paul Chef')).toBeTruthy();
    expect(within(recues).queryByRole('button', { name: /Révoquer/ })).toBeNull();

    await user.click(within(donnees).getByRole('button', { name: 'Révoquer la délégation à Camille Durand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Révoquer la délégation' });
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(within(donnees).getByText('Aucune délégation')).toBeTruthy());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Délégation révoquée')).toBeTruthy();
  });

  it('creates a delegation to a colleague of the establishment, showing the server’s field error first', async () => {
    let essais = 0;
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/delegation' && init?.method === 'POST') {
        essais++;
        if (essais === 1)
          return jsonResponse(
            {
              statusCode: 400,
              error: 'Bad Request',
              code: 'BAD_REQUEST',
              message: 'La période de délégation est déjà passée',
              fieldErrors: { dateFin: 'La période de délégation est déjà passée' },
            },
            400,
          );
        return jsonResponse(donnee, 201);
      }
      if (url.pathname === '/api/delegation') return jsonResponse({ donnees: [], recues: [] });
      if (url.pathname === '/api/delegation/candidats' && url.searchParams.get('_etablissementId') === '3')
        return jsonResponse([personneFixture()]);
      return undefined;
    });
    const user = userEvent.setup();
    rendre();
    await screen.findByRole('region', { name: 'Données' });
    await user.click(screen.getByRole('button', { name: 'Déléguer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déléguer mes validations' });
    // The only establishment is chosen already; its colleagues are offered.
    await user.click(within(dialog).getByRole('combobox', { name: /Collègue/ }));
    await user.click(await screen.findByRole('option', { name: 'Camille Durand (camille.durand@test.local)' }));
    const au = within(dialog).getByRole('group', { name: /^Au/ });
    await user.click(within(au).getByRole('spinbutton', { name: 'Jour' }));
    await user.keyboard('30062030');
    await user.click(within(dialog).getByRole('button', { name: 'Déléguer' }));
    expect(await within(dialog).findByText('La période de délégation est déjà passée')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Déléguer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toMatchObject({
      etablissementId: 3,
      delegataireId: 2,
      dateFin: '2030-06-30',
    });
  });
});
