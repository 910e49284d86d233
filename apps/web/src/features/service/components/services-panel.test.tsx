import type { ServiceResume } from '@roulement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { etablissementFixture, sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { abilitiesDe, serviceFixture } from '../../../testing/service-fixtures';
import { ServicesPanel } from './services-panel';

const resume = (serviceId: number, nom: string, chef: string | null): ServiceResume => ({
  ...serviceFixture({ serviceId, nom, abilities: abilitiesDe([]) }),
  chefDeService: chef ? { employeId: serviceId + 100, utilisateurId: serviceId + 200, nomComplet: chef } : null,
});

function setup(
  roles: string[],
  services = [resume(3, 'Foyer Les Cèdres', 'Charlotte Chef'), resume(4, 'Écoute', null)],
) {
  login(sessionFixture(['ROLE_UTILISATEUR', ...roles]));
  mockFetch((url) => (url.pathname === '/api/service/etablissement/14' ? jsonResponse(services) : undefined));
  renderWithProviders(
    <ServicesPanel etablissement={etablissementFixture({ etablissementId: 14 })} onCreated={vi.fn()} />,
  );
  return userEvent.setup();
}

const liens = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('ServicesPanel (spec §2.7 left panel)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists service 0 then the services with « Dirigé par », each linking to its detail', async () => {
    setup(['ROLE_SALARIE_14']);
    await screen.findByText('Foyer Les Cèdres');
    expect(liens()).toEqual([
      ['Tous les employés', '/services/0'],
      ['Foyer Les CèdresDirigé par Charlotte Chef', '/services/3'],
      ['Écoute', '/services/4'],
    ]);
    expect(screen.queryByRole('button', { name: 'Créer' })).toBeNull();
  });

  it('shows Créer to the establishment administrator only', async () => {
    setup(['ROLE_ADMINISTRATEUR_14']);
    expect(await screen.findByRole('button', { name: 'Créer' })).toBeTruthy();
  });

  it('filters by name without accents nor case, and says when nothing matches', async () => {
    const user = setup(['ROLE_SALARIE_14']);
    await screen.findByText('Foyer Les Cèdres');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'ECOU');
    await waitFor(() => expect(liens()).toEqual([['Écoute', '/services/4']]));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'xyz');
    expect(await screen.findByText('Aucun service ne correspond à la recherche')).toBeTruthy();
  });

  it('says when the establishment has no service yet', async () => {
    setup(['ROLE_SALARIE_14'], []);
    expect(await screen.findByText('Aucun service dans cet établissement')).toBeTruthy();
  });
});
