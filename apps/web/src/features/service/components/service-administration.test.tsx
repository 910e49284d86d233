import { AVERTISSEMENT_SUPPRESSION_SERVICE } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { employeResumeFixture } from '../../../testing/employe-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { abilitiesDe, serviceFixture } from '../../../testing/service-fixtures';
import { ServiceAdministration } from './service-administration';

function setup(roles = ['ROLE_ADMINISTRATEUR_14']) {
  login(sessionFixture(['ROLE_UTILISATEUR', ...roles]));
  const service = serviceFixture({ abilities: abilitiesDe(roles) });
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/employe/etablissement/14') {
      return jsonResponse([
        employeResumeFixture({ employeId: 103, nomComplet: 'Charlotte Chef' }),
        employeResumeFixture({ employeId: 104, nomComplet: 'Léa Garcia' }),
      ]);
    }
    if (url.pathname === '/api/service/3' && init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.pathname.startsWith('/api/service/3/') && init?.method === 'PUT') {
      return jsonResponse({ ...service, ...(JSON.parse(String(init.body)) as object) });
    }
    return undefined;
  });
  renderWithProviders(<ServiceAdministration service={service} onSaved={vi.fn()} />);
  return { fetch, user: userEvent.setup() };
}

/** The calls that change something: method and path. */
const envois = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => `${init?.method} ${new URL(String(input), 'http://localhost').pathname}`);

describe('ServiceAdministration (spec §2.7 Organisation and Stratégies, §4)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renames only when the name changed, never to an empty name', async () => {
    const { user, fetch } = setup();
    await user.click(screen.getByRole('button', { name: 'Modifier Nom du service' }));
    await user.keyboard('{Enter}');
    expect(envois(fetch)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Modifier Nom du service' }));
    const nom = screen.getByRole('textbox', { name: /Nom du service/ });
    await user.clear(nom);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Le nom du service est obligatoire')).toBeTruthy();
    await user.type(nom, 'Foyer Les Cèdres II{Enter}');
    await waitFor(() => expect(envois(fetch)).toEqual(['PUT /api/service/3/renommer']));
  });

  it('designates a head only when it is another employee', async () => {
    const { user, fetch } = setup();
    await user.click(screen.getByRole('button', { name: 'Modifier Chef de service' }));
    await user.click(await screen.findByRole('option', { name: 'Charlotte Chef' }));
    expect(envois(fetch)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Modifier Chef de service' }));
    await user.click(await screen.findByRole('option', { name: 'Léa Garcia' }));
    await waitFor(() => expect(envois(fetch)).toEqual(['PUT /api/service/3/chefDeService']));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ chefDeServiceId: 104 });
  });

  it('closes with a required date, then leaves only a button to close the dialog', async () => {
    const { user, fetch } = setup();
    await user.click(screen.getByRole('button', { name: 'Fermer le service' }));
    const dialog = screen.getByRole('dialog', { name: 'Fermer le service Foyer Les Cèdres' });
    expect(dialog.textContent).toContain('La fermeture est définitive');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer le service' }));
    expect(await within(dialog).findByText('*information obligatoire')).toBeTruthy();
    await user.click(within(dialog).getByRole('spinbutton', { name: 'Jour' }));
    await user.keyboard('31122031');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer le service' }));
    expect(await within(dialog).findByText(/est fermé après le 31\/12\/2031/)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Fermer']);
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ idDuServiceAFermer: 3, dateDeFermeture: '2031-12-31' });
  });

  it('deletes only once the service name is typed, after the warning of what is lost', async () => {
    const { user, fetch } = setup();
    await user.click(screen.getByRole('button', { name: 'Supprimer le service' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le service Foyer Les Cèdres' });
    expect(dialog.textContent).toContain(AVERTISSEMENT_SUPPRESSION_SERVICE);
    const supprimer = within(dialog).getByRole('button', { name: 'Supprimer' }) as HTMLButtonElement;
    await user.type(within(dialog).getByRole('textbox'), 'Foyer');
    expect(supprimer.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox'), ' Les Cèdres');
    await user.click(supprimer);
    await waitFor(() => expect(envois(fetch)).toEqual(['DELETE /api/service/3']));
  });

  it('leaves closing and deleting to administrators, autonomous validation to the director', async () => {
    setup(['ROLE_CHEF_DE_SERVICE_3']);
    expect(screen.queryByRole('button', { name: 'Fermer le service' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer le service' })).toBeNull();
    const switchs = screen.getAllByRole('switch') as HTMLInputElement[];
    expect(switchs.map((s) => s.disabled)).toEqual([false, true]);
    expect(screen.getByText("Réservé au directeur de l'établissement")).toBeTruthy();
  });

  it('sends the strategy the switch sets', async () => {
    const { user, fetch } = setup(['ROLE_DIRECTEUR_14']);
    await user.click(screen.getByRole('switch', { name: 'Validation autonome des demandes' }));
    await waitFor(() => expect(envois(fetch)).toEqual(['PUT /api/service/3/validationAutonome']));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ validationAutonome: true });
  });
});
