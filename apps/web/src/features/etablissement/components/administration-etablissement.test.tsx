import type { EtablissementDetail } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { etablissementFixture, sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { AdministrationEtablissement } from './administration-etablissement';

const detail = (gerer: boolean): EtablissementDetail => ({
  ...etablissementFixture({ etablissementId: 14 }),
  association: { associationId: 2, nom: 'Association Les Tilleuls' },
  directeur: { employeId: 1, utilisateurId: 1, nomComplet: 'Daniel Directeur' },
  annexe10: false,
  relanceValidationJours: 3,
  numeroUrgence: null,
  abilities: { modifierReglages: false, designerDirecteur: gerer, gererComptables: gerer, gererDispositifs: gerer },
});
const panne = jsonResponse({ statusCode: 500, error: 'Internal', code: 'INTERNAL', message: 'Erreur interne' }, 500);
const utilisateur = { utilisateurId: 7, prenom: 'Corinne', nom: 'Comptable', nomComplet: 'Corinne Comptable' };
const comptable = {
  ...utilisateur,
  email: 'comptable@demo.test',
  employeId: 5,
  utilisateur: { ...utilisateur, email: 'comptable@demo.test' },
};

describe('AdministrationEtablissement', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec notices when the lists fail to load', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_DIRECTEUR_14']));
    mockFetch((url) =>
      url.pathname.endsWith('/comptable') || url.pathname.endsWith('/dispositifs') ? panne.clone() : undefined,
    );
    renderWithProviders(<AdministrationEtablissement etablissement={detail(false)} onSaved={vi.fn()} />);
    expect(await screen.findByText('Echec de la récupération de la liste des comptables')).toBeTruthy();
    expect(await screen.findByText('Échec de la récupération de la liste des dispositifs')).toBeTruthy();
    expect(screen.getByText('Daniel Directeur')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Désigner' })).toBeNull();
  });

  it('removes an accountant after confirmation and shows the answered list', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/etablissement/14/comptable') {
        return jsonResponse({ succes: true, comptables: init?.method === 'DELETE' ? [] : [comptable] });
      }
      if (url.pathname === '/api/etablissement/14/dispositifs') return jsonResponse({ succes: true, dispositifs: [] });
      if (url.pathname === '/api/etablissement/14/comptable/candidats') return jsonResponse([]);
      return undefined;
    });
    const onSaved = vi.fn();
    renderWithProviders(<AdministrationEtablissement etablissement={detail(true)} onSaved={onSaved} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Aucun dispositif')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Retirer Corinne Comptable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer le comptable' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Comptable retiré'));
    expect(await screen.findByText('Aucun comptable')).toBeTruthy();
    const del = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(del?.[1]?.body))).toEqual({ etablissementId: 14, ancienComptableUtilisateurId: 7 });
  });

  it("lets the director add an accountant, chosen among the establishment's employees (issue 23)", async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_DIRECTEUR_14']));
    const carla = { utilisateurId: 9, employeId: 12, nomComplet: 'Carla Chiffre', email: 'carla@demo.test' };
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/etablissement/14/comptable') {
        const ajoute = {
          ...comptable,
          ...carla,
          utilisateur: { ...utilisateur, ...carla, prenom: 'Carla', nom: 'Chiffre' },
        };
        return jsonResponse({ succes: true, comptables: init?.method === 'POST' ? [comptable, ajoute] : [comptable] });
      }
      if (url.pathname === '/api/etablissement/14/comptable/candidats') return jsonResponse([carla]);
      if (url.pathname === '/api/etablissement/14/dispositifs') return jsonResponse({ succes: true, dispositifs: [] });
      return undefined;
    });
    const onSaved = vi.fn();
    const directeur = {
      ...detail(false),
      abilities: { ...detail(false).abilities, gererComptables: true, gererDispositifs: true },
    };
    renderWithProviders(<AdministrationEtablissement etablissement={directeur} onSaved={onSaved} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Désigner' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Créer un dispositif' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un comptable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un comptable' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Comptable/ }));
    await user.click(await screen.findByRole('option', { name: 'Carla Chiffre' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Comptable ajouté'));
    expect(await screen.findByText('Carla Chiffre')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ etablissementId: 14, nouveauComptableUtilisateurId: 9 });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/employe/'))).toBe(false);
  });
});
