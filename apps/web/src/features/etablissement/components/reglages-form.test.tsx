import type { EtablissementDetail } from '@roulement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { etablissementFixture, sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { EtablissementsPanel } from './etablissements-panel';
import { ReglagesForm } from './reglages-form';

const detail: EtablissementDetail = {
  ...etablissementFixture({ etablissementId: 14 }),
  association: { associationId: 2, nom: 'Association Les Tilleuls' },
  directeur: null,
  annexe10: false,
  relanceValidationJours: 3,
  numeroUrgence: null,
  abilities: { modifierReglages: true, designerDirecteur: true, gererComptables: true, gererDispositifs: true },
};

describe('ReglagesForm (issue 13)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a phone number and an address that are not ones, then saves the settings', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_Administrateur'], 'admin@demo.test'));
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/etablissement/14/reglages' && init?.method === 'PUT' ? jsonResponse(detail) : undefined,
    );
    const onSaved = vi.fn();
    renderWithProviders(<ReglagesForm etablissement={detail} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: "Numéro d'urgence" }), '12');
    await user.type(screen.getByRole('textbox', { name: /^Application des usagers/ }), 'pas une adresse');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de téléphone invalide (ex. 01 84 00 00 14)')).toBeTruthy();
    expect(screen.getByText('Adresse web invalide (http:// ou https://)')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: "Numéro d'urgence" }));
    await user.type(screen.getByRole('textbox', { name: "Numéro d'urgence" }), '01 84 00 00 14');
    await user.clear(screen.getByRole('textbox', { name: /^Application des usagers/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Réglages enregistrés'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      numeroUrgence: '01 84 00 00 14',
      urlApplicationUsagers: null,
    });
  });
});

describe('EtablissementsPanel (spec §2.3)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());
  const etablissements = [
    etablissementFixture({ etablissementId: 14, raisonSociale: 'Les Cèdres' }),
    etablissementFixture({ etablissementId: 1, raisonSociale: 'Siège' }),
  ];

  it("shows 'Créer' to the Administrateur only, the establishments by id", async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14', 'ROLE_DIRECTEUR_14']));
    const { unmount } = renderWithProviders(
      <EtablissementsPanel etablissements={etablissements} onCreated={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Créer' })).toBeNull();
    const noms = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(noms[0]).toContain('Siège');
    unmount();
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_Administrateur'], 'admin@demo.test'));
    renderWithProviders(<EtablissementsPanel etablissements={etablissements} onCreated={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByRole('dialog', { name: 'Créer un établissement' })).toBeTruthy();
  });
});
