import { lundiDe, type PlanningSemaine } from '@roulement/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { creneauFixture, planningFixture } from '../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { membreFixture, serviceFixture } from '../../../testing/service-fixtures';
import { ServicePlanningPage } from './service-planning-page';

const alice = membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Martin' });
/** Week `numero` of 2026: Alice works on Monday morning. */
const semaine = (numero: number, modifications: Partial<PlanningSemaine> = {}) => {
  const s = { semaine: numero, annee: 2026 };
  return planningFixture(s, [alice], [creneauFixture(numero * 10, 1, lundiDe(s), 420, 840)], modifications);
};

/** Serves the service and its weeks. */
function serveur(reponse: (numero: number) => Response = (n) => jsonResponse(semaine(n))) {
  return mockFetch((url) => {
    if (url.pathname === '/api/service/1') return jsonResponse(serviceFixture({ serviceId: 1, membres: [] }));
    if (url.pathname !== '/api/creneau/service/1/semaine') return undefined;
    return reponse(Number(url.searchParams.get('_semaine')));
  });
}

const semainesDemandees = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname.endsWith('/semaine'))
    .map((u) => Number(u.searchParams.get('_semaine')));

const ATTENTE = { timeout: 3000 };

function Lieu() {
  return <output data-testid="lieu">{useLocation().pathname}</output>;
}

function afficher(route = '/services/1/planning/47-2026') {
  renderWithProviders(
    <Routes>
      <Route
        path="/services/:serviceId/planning/:numeroSemaine?"
        element={
          <>
            <ServicePlanningPage />
            <Lieu />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const titre = (texte: string) => screen.findByRole('heading', { level: 1, name: texte }, ATTENTE);
const semainesChoisies = () =>
  within(screen.getByRole('list', { name: 'Semaines affichées' }))
    .getAllByRole('button', { pressed: true })
    .map((b) => b.textContent?.slice(0, 10));
const bouton = (numero: number) => screen.getByRole('button', { name: new RegExp(`^Semaine ${numero}\\b`) });

afterEach(() => vi.unstubAllGlobals());

describe('week picker (spec §2.8)', { timeout: 20_000 }, () => {
  it('selects the route week on load and shows 14 weeks from the one before', async () => {
    const fetch = serveur();
    afficher();
    await titre('Semaine 47');
    const liste = screen.getByRole('list', { name: 'Semaines affichées' });
    const semaines = within(liste).getAllByRole('button');
    expect(semaines).toHaveLength(14);
    expect(semaines[0]?.textContent).toMatch(/^Semaine 46/);
    expect(semainesChoisies()).toEqual(['Semaine 47']);
    expect(semainesDemandees(fetch)).toEqual([47]);
  });

  it('adds weeks with ctrl-click up to three, then a click selects one alone; the route follows', async () => {
    serveur();
    afficher();
    await titre('Semaine 47');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(bouton(48));
    await user.click(bouton(49));
    await user.click(bouton(50));
    await user.keyboard('{/Control}');
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Semaines 47, 48, 49'),
      ATTENTE,
    );
    expect(semainesChoisies()).toEqual(['Semaine 47', 'Semaine 48', 'Semaine 49']);
    expect(screen.getByTestId('lieu').textContent).toBe('/services/1/planning/47-2026');
    await user.click(bouton(50));
    await titre('Semaine 50');
    await waitFor(() => expect(screen.getByTestId('lieu').textContent).toBe('/services/1/planning/50-2026'));
  });

  it('adds weeks without Ctrl once « Plusieurs semaines » is on, for a finger (issue 25)', async () => {
    serveur();
    afficher();
    await titre('Semaine 47');
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: /^Plusieurs semaines/ }));
    await user.click(bouton(48));
    await user.click(bouton(49));
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Semaines 47, 48, 49'),
      ATTENTE,
    );
  });

  it('removes a week with ctrl-click only while two or more are selected', async () => {
    serveur();
    afficher();
    await titre('Semaine 47');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(bouton(48));
    await user.click(bouton(47));
    expect(semainesChoisies()).toEqual(['Semaine 48']);
    await user.click(bouton(48));
    await user.keyboard('{/Control}');
    expect(semainesChoisies()).toEqual(['Semaine 48']);
  });

  it('fetches only the last of quick clicks (500 ms), and applies a selection once it is loaded', async () => {
    let liberer: () => void = () => undefined;
    const retenue = new Promise<void>((ok) => {
      liberer = ok;
    });
    const fetch = serveur();
    const servir = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('_semaine=49')) await retenue;
      return servir(input, init);
    });
    afficher();
    await titre('Semaine 47');
    // Two clicks well within 500 ms of each other.
    fireEvent.click(bouton(48));
    fireEvent.click(bouton(49));
    await waitFor(() => expect(semainesDemandees(fetch)).toEqual([47, 49]), ATTENTE);
    // Week 49 asked for and still loading: week 47 stays on screen.
    expect(semainesChoisies()).toEqual(['Semaine 49']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Semaine 47');
    expect(screen.getByRole('progressbar', { name: 'Chargement des semaines' })).toBeTruthy();
    liberer();
    await titre('Semaine 49');
  });

  it('moves by one week with the chevrons and the mouse wheel', async () => {
    serveur();
    afficher();
    await titre('Semaine 47');
    const premiere = () => within(screen.getByRole('list', { name: 'Semaines affichées' })).getAllByRole('button')[0];
    await userEvent.setup().click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(premiere()?.textContent).toMatch(/^Semaine 47/);
    fireEvent.wheel(screen.getByRole('list', { name: 'Semaines affichées' }), { deltaY: -100 });
    expect(premiere()?.textContent).toMatch(/^Semaine 46/);
  });
});

describe('slot actions on the grid', { timeout: 20_000 }, () => {
  it('shows the slot at half opacity while its action is pending, then the day the server answers', async () => {
    const s47 = { semaine: 47, annee: 2026 };
    const aRemplacer = creneauFixture(470, 1, lundiDe(s47), 420, 840, {
      indisponible: true,
      aRemplacer: true,
      abilities: { basculerNePasRemplacer: true },
    });
    let liberer: () => void = () => undefined;
    const retenue = new Promise<void>((ok) => {
      liberer = ok;
    });
    const fetch = serveur(() => jsonResponse(planningFixture(s47, [alice], [aRemplacer])));
    const servir = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (!String(input).endsWith('/api/creneau/470/nePasRemplacer')) return servir(input, init);
      await retenue;
      const { aRemplacer: _, ...marque } = aRemplacer;
      return jsonResponse([{ ...marque, nePasRemplacer: true }]);
    });
    afficher();
    await titre('Semaine 47');
    const user = userEvent.setup();
    const creneau = () => screen.getByRole('button', { name: /^Alice Martin, Travail, 07:00 – 14:00/ });
    expect(creneau().getAttribute('aria-label')).toContain('à remplacer');
    await user.click(creneau());
    await user.click(screen.getByRole('menuitem', { name: 'Ne pas remplacer' }));
    await waitFor(() => expect(creneau().style.opacity).toBe('0.5'));
    liberer();
    await waitFor(() => expect(creneau().getAttribute('aria-label')).toContain('ne pas remplacer'));
    expect(creneau().style.opacity).toBe('1');
  });
});

describe('service planning states', { timeout: 20_000 }, () => {
  it('takes an unchecked member’s columns out of the grid', async () => {
    serveur();
    afficher();
    await titre('Semaine 47');
    expect(screen.getAllByRole('button', { name: /^Alice Martin, Travail/ })).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Alice Martin' }));
    expect(screen.queryByRole('button', { name: /^Alice Martin, Travail/ })).toBeNull();
    expect(screen.getByText('Aucun membre coché')).toBeTruthy();
  });

  it('asks for a template when none is in force, with a button to it', async () => {
    serveur((n) => jsonResponse(semaine(n, { modeleEnVigueur: false })));
    afficher();
    expect(await screen.findByText("Aucun modèle de planning n'a été appliqué à ce jour.")).toBeTruthy();
    const lien = screen.getByRole('link', { name: 'Modèle de planning' });
    expect(lien.getAttribute('href')).toBe('/services/1/modelePlanning');
  });

  it('shows the server’s message and retries', async () => {
    serveur(() =>
      jsonResponse({ statusCode: 500, error: 'Erreur', code: 'INTERNAL_ERROR', message: 'Panne du serveur' }, 500),
    );
    afficher();
    expect(await screen.findByText('Panne du serveur')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

describe('on a phone (issue 25, decision 095)', { timeout: 20_000 }, () => {
  const bruno = membreFixture({ membreId: 2, prenom: 'Bruno', nom: 'Petit' });
  const deux = (numero: number) => {
    const s = { semaine: numero, annee: 2026 };
    return planningFixture(s, [alice, bruno], [creneauFixture(numero * 10, 1, lundiDe(s), 420, 840)]);
  };

  it('shows one day of every member, or one member every day, the panel folded', async () => {
    // jsdom has no media queries: every query matches, as below `md`.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    serveur((n) => jsonResponse(deux(n)));
    afficher();
    await titre('Semaine 47');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Semaines, membres et paramètres' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    const section = screen.getByRole('region', { name: 'Semaine 47' });
    // Par jour: Monday only, both members.
    expect(within(section).getByText('lun. 16/11')).toBeTruthy();
    expect(within(section).queryByText('mar. 17/11')).toBeNull();
    expect(within(section).getAllByTitle(/^(Alice Martin|Bruno Petit)$/)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Par membre' }));
    expect(within(section).getByText('dim. 22/11')).toBeTruthy();
    expect(within(section).getAllByTitle('Alice Martin')).toHaveLength(7);
    expect(within(section).queryByTitle('Bruno Petit')).toBeNull();
  });
});
