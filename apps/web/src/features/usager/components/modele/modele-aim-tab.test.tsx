import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../../lib/auth';
import { sessionFixture } from '../../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { modeleAimFixture, postesFixture } from '../../../../testing/usager-fixtures';
import { ModeleAimTab } from './modele-aim-tab';

function afficher(modele = modeleAimFixture()) {
  login(sessionFixture(['ROLE_CHEF_DE_SERVICE_5']));
  const fetch = mockFetch(
    (url, init) =>
      url.pathname === '/api/service/5/modeleAIM' && init?.method === 'PUT' ? jsonResponse(modele) : undefined,
    (url) => (url.pathname === '/api/service/5/modeleAIM/ordonner' ? jsonResponse(modele) : undefined),
    (url) => (url.pathname === '/api/service/5/modeleAIM' ? jsonResponse(modele) : undefined),
    (url) => (url.pathname === '/api/posteAIM' ? jsonResponse(postesFixture()) : undefined),
  );
  renderWithProviders(<ModeleAimTab serviceId={5} />);
  return { fetch, user: userEvent.setup() };
}

const envoi = (fetch: ReturnType<typeof mockFetch>, chemin: string) => {
  const appel = fetch.mock.calls.find(
    ([u, i]) => new URL(String(u), 'http://l').pathname === chemin && i?.method === 'PUT',
  );
  return appel ? JSON.parse(String(appel[1]?.body)) : undefined;
};

describe("ModeleAimTab (spec 3 §2 the service's 'Aide Indiv. Mensuelle' tab)", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it('lists the lines with the four columns, the total row and the monthly totals', async () => {
    afficher();
    const table = await screen.findByRole('table', { name: "Modèle d'aide individuelle mensuelle" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Poste', 'Budget par défaut', 'Périodicité', 'Modifier']);
    expect(within(table).getByText('Hebdomadaire')).toBeTruthy();
    const total = within(table).getByText('Total').closest('tr') as HTMLElement;
    expect(total.textContent).toMatch(/130,50/);
    expect(screen.getByText(/Total mensuel minimal : 162,00/)).toBeTruthy();
    expect(screen.getByText(/Total mensuel maximal : 172,50/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Monter Alimentation' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Descendre Argent de poche' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('edits an amount in place: Escape cancels, a non-positive amount is refused, Enter saves', async () => {
    const { fetch, user } = afficher();
    await user.click(await screen.findByRole('button', { name: 'Modifier Alimentation' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Budget Alimentation')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Modifier Alimentation' }));
    const champ = screen.getByLabelText('Budget Alimentation');
    await user.clear(champ);
    await user.type(champ, '0{Enter}');
    expect(screen.getByText('Entrer une valeur numérique')).toBeTruthy();
    await user.clear(champ);
    await user.type(champ, '130{Enter}');
    await waitFor(() =>
      expect(envoi(fetch, '/api/service/5/modeleAIM')).toEqual({
        serviceId: 5,
        postesAIMPrevus: { ALIMENTATION: 130, ARGENT_DE_POCHE: 10.5 },
      }),
    );
  });

  it('moves a line down and deletes one after its question', async () => {
    const { fetch, user } = afficher();
    await user.click(await screen.findByRole('button', { name: 'Descendre Alimentation' }));
    await waitFor(() =>
      expect(envoi(fetch, '/api/service/5/modeleAIM/ordonner')).toEqual({
        serviceId: 5,
        modelePosteAIMId: 1,
        position: 2,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer Argent de poche' }));
    const dialogue = await screen.findByRole('dialog');
    expect(
      within(dialogue).getByText(/retirer le poste Argent de poche des postes par défaut du service/),
    ).toBeTruthy();
    await user.click(within(dialogue).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(envoi(fetch, '/api/service/5/modeleAIM')).toEqual({
        serviceId: 5,
        postesAIMPrevus: { ALIMENTATION: 120 },
      }),
    );
  });

  it('adds a line with a poste not yet in the model', async () => {
    const { fetch, user } = afficher();
    await user.click(await screen.findByLabelText('Poste'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Habillement', 'Epargne', 'Dette']);
    await user.click(screen.getByRole('option', { name: 'Habillement' }));
    await user.type(screen.getByLabelText('Budget par défaut'), '40{Enter}');
    await waitFor(() =>
      expect(envoi(fetch, '/api/service/5/modeleAIM')).toEqual({
        serviceId: 5,
        postesAIMPrevus: { ALIMENTATION: 120, ARGENT_DE_POCHE: 10.5, HABILLEMENT: 40 },
      }),
    );
  });
});
