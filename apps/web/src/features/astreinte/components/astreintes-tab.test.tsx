import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import {
  numeroAstreinteFixture,
  planningAstreinteFixture,
  resumeEmployeFixture,
} from '../../../testing/astreinte-fixtures';
import { etablissementFixture, sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { AstreintesTab } from './astreintes-tab';

const ETAB = etablissementFixture({ etablissementId: 14, siegeSocialId: 1 });
const EMPLOYES = [
  resumeEmployeFixture(),
  resumeEmployeFixture({ employeId: 2, nomComplet: 'Charlotte Chef', nbJoursPrevusSurLeTempsRestant: 31 }),
  resumeEmployeFixture({ employeId: 3, nomComplet: 'Alice Astreinte', nbJoursPrevusSurLeTempsRestant: 10 }),
  resumeEmployeFixture({ employeId: 4, nomComplet: 'Bruno Bascule' }),
];

function setup(roles: string[], options: { employes?: typeof EMPLOYES; numero?: object } = {}) {
  login(sessionFixture(['ROLE_UTILISATEUR', ...roles]));
  const fetch = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname.endsWith('/resumeAnnuel'))
      return jsonResponse({ annee: Number(url.searchParams.get('_annee')), employes: options.employes ?? EMPLOYES });
    if (url.pathname.endsWith('/planning')) return jsonResponse(planningAstreinteFixture());
    if (url.pathname === '/api/etablissement/14/numero-astreinte')
      return jsonResponse(numeroAstreinteFixture(options.numero));
    if (url.pathname.startsWith('/api/astreinte/') && method === 'POST') return new Response(null, { status: 204 });
    return undefined;
  });
  renderWithProviders(<AstreintesTab etablissement={ETAB} />);
  return { fetch, user: userEvent.setup() };
}

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://x').pathname,
      body: JSON.parse(String(init!.body)),
    }));

describe('AstreintesTab (spec §2.4)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('read-only: cards 3 per page with page controls past 3, the grid without week and validation buttons', async () => {
    const { user } = setup(['ROLE_SALARIE_14']);
    const cartes = await screen.findAllByText(/Dus pour/);
    expect(cartes).toHaveLength(3);
    expect(screen.queryByText('Bruno Bascule')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cartes suivantes' }));
    expect(await screen.findByText('Bruno Bascule')).toBeTruthy();
    const grille = await screen.findByRole('table', { name: 'Planning des astreintes' });
    expect(within(grille).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Créer un roulement' })).toBeNull();
    expect(screen.queryByText(/Les appels d'urgence/)).toBeNull();
  });

  it('colours the balance: green at 0, orange at 1, red beyond', async () => {
    setup(['ROLE_SALARIE_14']);
    await screen.findAllByText(/Dus pour/);
    const soldes = screen.getAllByText(/^[+-]?\d+$/).filter((e) => e.closest('.MuiChip-root'));
    expect(soldes.map((s) => s.textContent)).toEqual(['0', '+1', '-20']);
    expect(soldes.map((s) => s.closest('.MuiChip-root')?.className.match(/MuiChip-color(\w+)/)?.[1])).toEqual([
      'Success',
      'Warning',
      'Error',
    ]);
  });

  it('no page controls with 3 people or fewer', async () => {
    setup(['ROLE_SALARIE_14'], { employes: EMPLOYES.slice(0, 3) });
    await screen.findAllByText(/Dus pour/);
    expect(screen.queryByRole('button', { name: 'Cartes suivantes' })).toBeNull();
  });

  it('an empty state when nobody is on call that year', async () => {
    setup(['ROLE_SALARIE_14'], { employes: [] });
    expect(await screen.findByText(/Personne d'astreinte en \d{4}/)).toBeTruthy();
  });

  it('shows a week held by one person on all 7 days as one selection, named once', async () => {
    setup(['ROLE_SALARIE_14']);
    const grille = await screen.findByRole('table', { name: 'Planning des astreintes' });
    const lignes = within(grille).getAllByRole('row');
    const entiere = lignes.find((l) => l.getAttribute('data-semaine') === '11')!;
    expect(entiere.getAttribute('data-semaine-entiere')).toBe('Charlotte Chef');
    expect(within(entiere).getAllByText('Charlotte Chef')).toHaveLength(1);
    const melangee = lignes.find((l) => l.getAttribute('data-semaine') === '10')!;
    expect(melangee.hasAttribute('data-semaine-entiere')).toBe(false);
    expect(within(melangee).getAllByText('Daniel Directeur')).toHaveLength(4);
  });

  it("for the establishment's administrator: the redirect line, and a failed redirection as an alert", async () => {
    setup(['ROLE_ADMINISTRATEUR_14'], {
      numero: {
        derniereRedirection: {
          etablissementId: 14,
          numeroUrgence: '01 40 00 00 14',
          numeroDeRenvoi: '06 12 34 56 10',
          debut: '2026-03-02',
          fin: '2026-03-08',
          statut: 'ECHEC',
          erreur: 'Le fournisseur a répondu 503',
          tentatives: 4,
          demandeeLe: '2026-03-02T08:00:00.000Z',
        },
      },
    });
    const ligne = await screen.findByText(
      (_texte, el) =>
        el?.tagName === 'P' &&
        el.textContent === "Les appels d'urgence sont actuellement redirigés vers le: 06 12 34 56 10",
    );
    expect(within(ligne).getByRole('link', { name: '06 12 34 56 10' }).getAttribute('href')).toBe('tel:0612345610');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Échec de la redirection.*Le fournisseur a répondu 503/,
    );
  });

  it('says so when nobody is on call, the number being null (décision 057)', async () => {
    setup(['ROLE_ADMINISTRATEUR_14'], { numero: { numero: null, employeId: null, nomComplet: null } });
    expect(
      await screen.findByText(
        "Les appels d'urgence sont actuellement redirigés vers le: aucun numéro (personne d’astreinte)",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sets a day from the picker, clears it with Personne, and assigns a week', async () => {
    const { fetch, user } = setup(['ROLE_ADMINISTRATEUR_1']);
    await user.click(await screen.findByRole('button', { name: /^Vendredi 06\/03\/2026/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Astreinte du 06/03/2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Charlotte Chef' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Lundi 02/03/2026 : Daniel Directeur' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Personne' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Affecter la semaine 10' }));
    dialog = await screen.findByRole('dialog', { name: 'Astreinte de la semaine 10' });
    await user.click(within(dialog).getByRole('button', { name: 'Daniel Directeur' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(3));
    expect(posts(fetch)).toEqual([
      {
        path: '/api/astreinte/modification',
        body: { dateAModifier: '2026-03-06', employeIdAMettreDastreinte: 2, etablissementIdDuPlanningAModifier: 14 },
      },
      { path: '/api/astreinte/suppression', body: { dateAVider: '2026-03-02', etablissementId: 14 } },
      {
        path: '/api/astreinte/modification/semaine',
        body: { semaine: 10, annee: 2026, employeId: 1, etablissementId: 14 },
      },
    ]);
  });

  it('opens the static validation popup of a week', async () => {
    const { user } = setup(['ROLE_ADMINISTRATEUR_14']);
    await user.click(await screen.findByRole('button', { name: 'Validation de la semaine 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Validation de la semaine 11' });
    expect(within(dialog).getByRole('region', { name: "Validation de l'établissement" }).textContent).toMatch(
      /Validée par : -.*Date : -/,
    );
    expect(within(dialog).getByRole('region', { name: "Validation de l'association" })).toBeTruthy();
  });

  it('fetches the month 500 ms after the last move, not the months clicked through', async () => {
    const { fetch, user } = setup(['ROLE_SALARIE_14']);
    await screen.findByRole('table', { name: 'Planning des astreintes' });
    const suivant = screen.getByRole('button', { name: 'Mois suivant' });
    await user.click(suivant);
    await user.click(suivant);
    await user.click(suivant);
    const mois = () =>
      fetch.mock.calls
        .map(([input]) => new URL(String(input), 'http://x'))
        .filter((u) => u.pathname.endsWith('/planning'))
        .map((u) => Number(u.searchParams.get('_mois')));
    await waitFor(() => expect(mois()).toHaveLength(2), { timeout: 3000 });
    const [premier, dernier] = mois() as [number, number];
    expect((dernier - premier + 12) % 12).toBe(3);
  });

  it('disables going back before January 2023', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2023-02-10T12:00:00Z') });
    const { user } = setup(['ROLE_SALARIE_14']);
    const precedent = await screen.findByRole('button', { name: 'Mois précédent' });
    expect(precedent.hasAttribute('disabled')).toBe(false);
    await user.click(precedent);
    expect(screen.getByText('Janvier 2023')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mois précédent' }).hasAttribute('disabled')).toBe(true);
    vi.useRealTimers();
  });
});
