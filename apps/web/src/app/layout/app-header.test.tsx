import type { Etablissement } from '@roulement/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { etablissementFixture, sessionFixture } from '../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render';
import { AppHeader } from './app-header';

const LIENS = ['Établissement', 'Tableau des congés', 'Services', 'Employés', 'Usagers', 'À couvrir'];

function renderHeader(
  roles: string[],
  etablissement: Etablissement | null = etablissementFixture(),
  compteurs?: { aValider: number; enAttente: number },
) {
  mockFetch(
    (url) => (url.pathname.endsWith('/avatar') ? new Response(new Blob(['png'])) : undefined),
    (url) => (compteurs && url.pathname === '/api/demande/compteurs' ? jsonResponse(compteurs) : undefined),
  );
  renderWithProviders(
    <AppHeader
      session={sessionFixture(roles)}
      etablissements={etablissement ? [etablissement] : []}
      etablissement={etablissement}
      onEtablissementChange={() => undefined}
    />,
  );
}

function visibleLinks(): string[] {
  const nav = screen.queryByRole('navigation', { name: 'Menu principal' });
  if (!nav) return [];
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('header links per role (spec §2.3 / §6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an employee the establishment, leave table and services, and Mon Planning', () => {
    renderHeader(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6']);
    expect(visibleLinks()).toEqual(['Établissement', 'Tableau des congés', 'Services']);
    expect(screen.getByRole('link', { name: 'Mon Planning' }).getAttribute('href')).toBe('/planning');
    expect(screen.queryByRole('button', { name: 'Administration' })).toBeNull();
  });

  it('adds Employés for an establishment administrator of the head office', () => {
    renderHeader(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_1']);
    // Issue 27: an administrator covers the establishment's absences.
    expect(visibleLinks()).toEqual(['Tableau des congés', 'Services', 'Employés', 'À couvrir']);
  });

  it('adds À couvrir for a head of service (issue 27)', () => {
    renderHeader(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14', 'ROLE_CHEF_DE_SERVICE_3']);
    expect(visibleLinks()).toContain('À couvrir');
  });

  it('shows Établissement to the director, and Usagers only to employees of an aid-sheet establishment', () => {
    renderHeader(
      ['ROLE_UTILISATEUR', 'ROLE_DIRECTEUR_14'],
      etablissementFixture({ etablissementId: 14, aideIndividuelleMensuelle: true }),
    );
    expect(visibleLinks()).toEqual(['Établissement', 'Tableau des congés', 'Services']);
  });

  it('shows Usagers to an employee of an aid-sheet establishment', () => {
    renderHeader(
      ['ROLE_UTILISATEUR', 'ROLE_SALARIE_14'],
      etablissementFixture({ etablissementId: 14, aideIndividuelleMensuelle: true }),
    );
    expect(visibleLinks()).toEqual(['Établissement', 'Tableau des congés', 'Services', 'Usagers']);
  });

  it('gives Administrateur every link, the administration menu and no Mon Planning', async () => {
    renderHeader(
      ['ROLE_Administrateur'],
      etablissementFixture({ etablissementId: 14, aideIndividuelleMensuelle: true }),
    );
    expect(visibleLinks()).toEqual(LIENS);
    expect(screen.queryByRole('link', { name: 'Mon Planning' })).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Administration' }, { timeout: 10_000 }));
    const menu = screen.getByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Associations',
      'Établissements',
      // Issue 26: the import wizard opens from the administration menu.
      'Importer',
      'Simuler congés annuels',
      'Créditer les congés annuels',
      'Créditer les congés du trimestre',
      'Refresh Acls',
      'Mettre à jour le statut des demandes',
      'Tester les mails',
      'Actualiser les redirections',
    ]);
  });

  it('shows no establishment links without a selected establishment', () => {
    renderHeader(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6'], null);
    expect(visibleLinks()).toEqual([]);
  });

  it('always offers Demandes, the help link and the profile', () => {
    renderHeader(['ROLE_UTILISATEUR']);
    expect(screen.getByRole('link', { name: 'Demandes' }).getAttribute('href')).toBe('/demande');
    expect(screen.getByRole('link', { name: 'Aide' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Mon profil' }).getAttribute('href')).toBe('/profil/informations');
  });
});

describe('Demandes badges (spec §2.3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the requests to validate in red and the own pending ones in blue, each named in French', async () => {
    renderHeader(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6'], etablissementFixture(), { aValider: 3, enAttente: 1 });
    const aValider = await screen.findByRole('img', { name: '3 demandes à valider' });
    expect(aValider.textContent).toBe('3');
    expect(screen.getByRole('img', { name: '1 demande en attente' }).textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Demandes 3 demandes à valider 1 demande en attente' })).toBeTruthy();
    const fond = (el: HTMLElement) => getComputedStyle(el).backgroundColor;
    expect(fond(aValider)).not.toBe(fond(screen.getByRole('img', { name: '1 demande en attente' })));
  });

  it('hides a badge whose count is 0', async () => {
    renderHeader(['ROLE_UTILISATEUR'], etablissementFixture(), { aValider: 0, enAttente: 2 });
    await screen.findByRole('img', { name: '2 demandes en attente' });
    expect(screen.queryByRole('img', { name: /à valider/ })).toBeNull();
  });
});

/** jsdom has no media queries: every query matches, as on a phone below `md`. */
function simulerTelephone() {
  vi.stubGlobal(
    'matchMedia',
    (media: string): MediaQueryList =>
      ({
        matches: true,
        media,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('header on a phone (issue 10)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('collapses into a menu holding the links, the picker, Demandes with its badges, help, Mon Planning and the profile', async () => {
    simulerTelephone();
    renderHeader(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6'], etablissementFixture(), { aValider: 2, enAttente: 0 });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mon Planning' })).toBeNull();
    const bouton = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(bouton.getAttribute('aria-expanded')).toBe('false');

    await userEvent.setup().click(bouton);
    expect(bouton.getAttribute('aria-expanded')).toBe('true');
    expect(visibleLinks()).toEqual(['Établissement', 'Tableau des congés', 'Services']);
    expect(screen.getByRole('link', { name: 'Mon Planning' }).getAttribute('href')).toBe('/planning');
    expect(screen.getByRole('combobox', { name: 'Établissement sélectionné' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aide' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Mon profil' }).getAttribute('href')).toBe('/profil/informations');
    const demandes = await screen.findByRole('link', { name: 'Demandes 2 demandes à valider' });
    expect(demandes.getAttribute('href')).toBe('/demande');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Services' }));
    expect(bouton.getAttribute('aria-expanded')).toBe('false');
  });

  it('names both counters in words in the drawer (issue 25)', async () => {
    simulerTelephone();
    renderHeader(['ROLE_UTILISATEUR', 'ROLE_SALARIE_6'], etablissementFixture(), { aValider: 3, enAttente: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect((await screen.findByRole('img', { name: '3 demandes à valider' })).textContent).toBe('3 à valider');
    expect(screen.getByRole('img', { name: '1 demande en attente' }).textContent).toBe('1 en attente');
  });

  it('keeps the administration menu in the drawer for the Administrateur', async () => {
    simulerTelephone();
    renderHeader(['ROLE_Administrateur']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(await screen.findByRole('button', { name: 'Administration' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mon Planning' })).toBeNull();
  });
});
