import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { AclDialog } from './acl-rafraichissement-dialog';

const acl = (utilisateurId: number, role: string) => ({ utilisateurId, username: `u${utilisateurId}@demo.test`, role });
const page = (n: number, total: number, elements: ReturnType<typeof acl>[]) => ({
  total,
  page: n,
  taille: 20,
  elements,
});

function setup(lister: (url: URL) => Response | undefined) {
  const fetch = mockFetch(
    (url, init) => (url.pathname === '/api/acl' && (init?.method ?? 'GET') === 'GET' ? lister(url) : undefined),
    (url, init) =>
      url.pathname === '/api/acl/refresh' && init?.method === 'POST'
        ? jsonResponse({ utilisateursMisAJour: 2, roles: 5 })
        : undefined,
  );
  renderWithProviders(<AclDialog open onClose={vi.fn()} />);
  return { fetch, user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Mettre à jour les ACLs' }) };
}

const appelsListe = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/acl');

describe('AclDialog: the current ACLs (GET /acl)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the roles a page at a time, and lists them again after a refresh', async () => {
    const { fetch, user, dialog } = setup((url) =>
      url.searchParams.get('_page') === '1'
        ? jsonResponse(page(1, 21, [acl(9, 'ROLE_SALARIE_14')]))
        : jsonResponse(page(0, 21, [acl(1, 'ROLE_ADMINISTRATEUR'), acl(1, 'ROLE_UTILISATEUR')])),
    );
    const table = await within(dialog).findByRole('table', { name: 'ACLs actuelles' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['UtilisateurRôle', 'u1@demo.testROLE_ADMINISTRATEUR', 'u1@demo.testROLE_UTILISATEUR']);
    expect(within(dialog).getByText('1–20 sur 21')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    expect(await within(dialog).findByText('ROLE_SALARIE_14')).toBeTruthy();
    expect(appelsListe(fetch).map((u) => [u.searchParams.get('_page'), u.searchParams.get('_taille')])).toEqual([
      ['0', '20'],
      ['1', '20'],
    ]);
    await user.click(within(dialog).getByRole('combobox', { name: /Dépôt/ }));
    await user.click(await screen.findByRole('option', { name: 'employe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    expect(await within(dialog).findByText('2 utilisateur(s) mis à jour, 5 rôle(s) attribué(s).')).toBeTruthy();
    await waitFor(() => expect(appelsListe(fetch)).toHaveLength(3));
  });

  it('says when there is no ACL yet', async () => {
    const { dialog } = setup(() => jsonResponse(page(0, 0, [])));
    expect(await within(dialog).findByText('Aucune ACL : lancez une mise à jour')).toBeTruthy();
  });

  it('shows a failed read with a retry', async () => {
    let echecs = 1;
    const { user, dialog } = setup(() =>
      echecs-- > 0
        ? jsonResponse({ statusCode: 500, error: 'INTERNAL', code: 'INTERNAL', message: 'Erreur interne' }, 500)
        : jsonResponse(page(0, 1, [acl(1, 'ROLE_UTILISATEUR')])),
    );
    await user.click(await within(dialog).findByRole('button', { name: /Réessayer/ }));
    expect(await within(dialog).findByText('ROLE_UTILISATEUR')).toBeTruthy();
  });
});
