import { navigationOf } from '@roulement/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { etablissementFixture } from '../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render';
import { BarreNavigation } from './barre-navigation';

afterEach(() => vi.unstubAllGlobals());

const navigation = (roles: string[]) =>
  navigationOf({ username: 'x@demo.test', roles }, etablissementFixture({ etablissementId: 14, siegeSocialId: 1 }));

function rendre(roles: string[], compteurs: { aValider: number; enAttente: number }, route = '/planning') {
  mockFetch((url) => (url.pathname === '/api/demande/compteurs' ? jsonResponse(compteurs) : undefined));
  renderWithProviders(<BarreNavigation navigation={navigation(roles)} />, { route });
  return screen.getByRole('navigation', { name: 'Navigation principale' });
}

describe('BarreNavigation: the three daily places on a phone (issue 25)', () => {
  it('links Mon planning, Demandes and Tableau des congés, the current one marked', () => {
    const nav = rendre(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14'], { aValider: 0, enAttente: 0 });
    const liens = within(nav).getAllByRole('link');
    expect(liens.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Mon planning', '/planning'],
      ['Demandes', '/demande'],
      ['Tableau des congés', '/tableau-des-conges'],
    ]);
    expect(liens[0]!.getAttribute('aria-current')).toBe('page');
    expect(liens[1]!.getAttribute('aria-current')).toBeNull();
  });

  it('marks Demandes on a request detail', () => {
    const nav = rendre(['ROLE_UTILISATEUR'], { aValider: 0, enAttente: 0 }, '/demande/4/conges');
    expect(within(nav).getByRole('link', { name: 'Demandes' }).getAttribute('aria-current')).toBe('page');
  });

  it('badges Demandes with the requests to validate first, else my pending ones', async () => {
    rendre(['ROLE_UTILISATEUR'], { aValider: 3, enAttente: 1 });
    expect(await screen.findByRole('link', { name: 'Demandes, 3 demandes à valider' })).toBeTruthy();
  });

  it('badges my pending requests when none waits for me', async () => {
    rendre(['ROLE_UTILISATEUR'], { aValider: 0, enAttente: 2 });
    expect(await screen.findByRole('link', { name: 'Demandes, 2 demandes en attente' })).toBeTruthy();
  });

  it('leaves out Mon planning for the administrator, who has none', () => {
    const nav = rendre(['ROLE_Administrateur', 'ROLE_UTILISATEUR'], { aValider: 0, enAttente: 0 }, '/demande');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Demandes', 'Tableau des congés']);
  });
});
