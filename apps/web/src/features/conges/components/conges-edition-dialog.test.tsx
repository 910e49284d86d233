import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { CONGES_TYPES, congesFixture, congesTypeFixture, employeFixture } from '../../../testing/employe-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { CongesBadge } from './conges-badge';
import { CongesDialog } from './conges-edition-dialog';

function setup(conges = null as Parameters<typeof CongesDialog>[0]['conges']) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url) => {
    if (url.pathname === '/api/conges/types') return jsonResponse(CONGES_TYPES);
    if (url.pathname === '/api/conges/evaluer') return jsonResponse(3);
    return undefined;
  });
  renderWithProviders(
    <CongesDialog
      open
      employe={employeFixture()}
      conges={conges}
      joursFeries={[]}
      onEmploye={() => undefined}
      onClose={() => undefined}
    />,
  );
  return { fetch, user: userEvent.setup() };
}

async function choisirType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Type de congé/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('CongesDialog (spec §2.9 « Poser des Congés », §4)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current balance, the evaluated leave and the future balance for a type with a balance', async () => {
    const { user, fetch } = setup();
    expect(screen.getByRole('heading', { name: 'Poser des Congés' })).toBeTruthy();
    await choisirType(user, 'Congés payés');
    const solde = screen.getByRole('region', { name: 'Solde' });
    expect(within(solde).getByText('12,5 j')).toBeTruthy();
    await waitFor(() => expect(within(solde).getByText('-3 j')).toBeTruthy(), { timeout: 10_000 });
    expect(within(solde).getByText('4,5 j')).toBeTruthy();
    const evaluation = fetch.mock.calls.find(([u]) => String(u) === '/api/conges/evaluer')?.[1];
    expect(JSON.parse(String(evaluation?.body))).toMatchObject({ employeId: 5, type: 1, demiJournee: 0 });
  });

  it('offers the half day only for the type that allows it, and no balance for a type without one', async () => {
    const { user } = setup();
    expect(screen.queryByRole('combobox', { name: /Demi-journée/ })).toBeNull();
    await choisirType(user, 'Demi-journée');
    expect(screen.getByRole('combobox', { name: /Demi-journée/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Solde' })).toBeNull();
  });

  it('requires the type', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Information obligatoire')).toBeTruthy();
  });

  it('shows a leave that comes from a request read-only, with a link to the request', () => {
    setup(congesFixture({ demandeCongesId: 9 }));
    expect(screen.getByRole('heading', { name: "Détail d'un congés" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir la demande' }).getAttribute('href')).toBe('/demande/9/conges');
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('shows read-only a leave the viewer may not change, and edits one they may', () => {
    setup(congesFixture({ abilities: { modifier: false, supprimer: false } }));
    expect(screen.getByRole('heading', { name: "Détail d'un congés" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Voir la demande' })).toBeNull();
  });

  it('opens an editable leave in the edit form with Delete', () => {
    setup(congesFixture());
    expect(screen.getByRole('heading', { name: 'Modifier un congé' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeTruthy();
  });
});

describe('CongesBadge (spec §4)', () => {
  it("shows '-N' in red with a balance and N in blue without", () => {
    renderWithProviders(
      <>
        <CongesBadge conges={{ nbJours: 5, type: congesTypeFixture() }} />
        <CongesBadge conges={{ nbJours: 2, type: congesTypeFixture({ avecSolde: false }) }} />
      </>,
    );
    expect(screen.getByText('-5').closest('.MuiChip-root')?.className).toContain('MuiChip-colorError');
    expect(screen.getByText('2').closest('.MuiChip-root')?.className).toContain('MuiChip-colorInfo');
  });
});
