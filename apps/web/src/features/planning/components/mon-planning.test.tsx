import type { Creneau, PlanningUtilisateur } from '@roulement/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { MonPlanning } from './mon-planning';

const borne = (valeur: number) => {
  const heure = Math.floor(valeur / 60);
  const minute = valeur % 60;
  return {
    heure,
    minute,
    valeur,
    toHeureMinute: `${String(heure).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
  };
};

// Compact answers (decision 023): flags are present only when set.
const creneau = (id: number, date: string, debut: number, fin: number, extra: Partial<Creneau> = {}): Creneau => ({
  creneauId: id,
  creneauTriId: id,
  type: 'CreneauDeTravail',
  serviceId: 3,
  membreId: 11,
  date,
  heureDebut: borne(debut),
  heureFin: borne(fin),
  abilities: {},
  ...extra,
});

const planning = (creneaux: Creneau[], semaine = 2, extra: Partial<PlanningUtilisateur> = {}): PlanningUtilisateur => ({
  utilisateurId: 7,
  semaine: { semaine, annee: 2026, numeroSemaine: `0${semaine}-2026`, dateDebut: '2026-01-05', dateFin: '2026-01-11' },
  services: [
    {
      serviceId: 3,
      nom: 'Foyer Les Cèdres',
      etablissementId: 14,
      raisonSociale: 'Foyer d’hébergement Les Cèdres',
      membreId: 11,
      couleur: '#1A237E',
    },
    { serviceId: 4, nom: 'Accueil de jour', etablissementId: 15, raisonSociale: 'ESAT', membreId: 12, couleur: '' },
  ],
  creneaux,
  joursDeRepos: [],
  indisponibilites: [],
  conges: [],
  joursFeries: [],
  ...extra,
});

const semaineDemandee = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search);

function servir(reponse: (url: URL) => Response) {
  return mockFetch((url) => (url.pathname === '/api/creneau/utilisateur/7' ? reponse(url) : undefined));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('MonPlanning (spec doc 1 §2.3 « Mon planning »)', () => {
  it('shows the week header and each day’s slots in time order, with service, type chip and weekly total', async () => {
    const fetch = servir(() =>
      jsonResponse(
        planning([
          creneau(2, '2026-01-05', 14 * 60, 18 * 60),
          creneau(1, '2026-01-05', 7 * 60, 12 * 60 + 30),
          creneau(3, '2026-01-07', 9 * 60, 11 * 60, {
            type: 'CreneauDeFormation',
            labelFormation: 'Gestes de premiers secours',
          }),
          creneau(4, '2026-01-11', 20 * 60, 22 * 60, {
            type: 'CreneauDeRemplacement',
            serviceId: 4,
            membreId: 12,
            remplace: 90,
          }),
          creneau(5, '2026-01-09', 16 * 60, 17 * 60, { type: 'CreneauDeRecuperation', creneauTriId: 2 }),
        ]),
      ),
    );
    renderWithProviders(<MonPlanning utilisateurId={7} />, { route: '/planning?semaine=02-2026' });

    expect(screen.getByTestId('titre-semaine').textContent).toBe('Semaine 2 — du lun. 05/01 au dim. 11/01/2026');
    const lundi = await screen.findByRole('region', { name: 'Lundi 05/01' });
    const horaires = within(lundi)
      .getAllByTestId('creneau')
      .map((li) => li.querySelector('p')?.textContent);
    expect(horaires).toEqual(['07:00 – 12:30', '14:00 – 18:00']);
    expect(within(lundi).getAllByText('Foyer Les Cèdres')).toHaveLength(2);
    const travail = within(lundi).getAllByText('Travail')[0]!.closest('.MuiChip-root') as HTMLElement;
    expect(getComputedStyle(travail).color).toBe('rgb(255, 255, 255)');

    const mercredi = screen.getByRole('region', { name: 'Mercredi 07/01' });
    expect(within(mercredi).getByText('Formation : Gestes de premiers secours')).toBeTruthy();
    const dimanche = screen.getByRole('region', { name: 'Dimanche 11/01' });
    expect(within(dimanche).getByText('Remplacement')).toBeTruthy();
    expect(within(dimanche).getByText('Accueil de jour')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Vendredi 09/01' })).getByText('Récupération')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Mardi 06/01' })).queryAllByTestId('creneau')).toHaveLength(0);

    // 5.5 + 4 + 2 + 2 hours of presence; recovery does not count (spec §9).
    expect(screen.getByText('13,50 h')).toBeTruthy();
    expect(semaineDemandee(fetch)).toEqual(['?_annee=2026&_semaine=2']);
  });

  it('says so when the week has no slot', async () => {
    servir(() => jsonResponse(planning([])));
    renderWithProviders(<MonPlanning utilisateurId={7} />, { route: '/planning?semaine=02-2026' });
    expect(await screen.findByText('Aucun créneau cette semaine')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Lundi/ })).toBeNull();
  });

  it('shows a week of leave without slots rather than the empty state', async () => {
    const maladie = { congesTypeId: 4, label: 'Maladie', shortLabel: 'MAL', couleur: '#E53935' };
    const conges = [{ date: '2026-01-06', type: maladie, demiJournee: 1, demiJourneeLabel: 'Matin' }];
    servir(() => jsonResponse(planning([], 2, { conges })));
    renderWithProviders(<MonPlanning utilisateurId={7} />, { route: '/planning?semaine=02-2026' });
    const mardi = await screen.findByRole('region', { name: 'Mardi 06/01' });
    expect(within(mardi).getByTestId('conges').textContent).toBe('Maladie (Matin)');
    expect(screen.queryByText('Aucun créneau cette semaine')).toBeNull();
  });

  it('shows loading, then the server’s message on failure', async () => {
    servir(() =>
      jsonResponse({ statusCode: 500, error: 'Internal', code: 'INTERNAL_ERROR', message: 'Base indisponible' }, 500),
    );
    renderWithProviders(<MonPlanning utilisateurId={7} />, { route: '/planning?semaine=02-2026' });
    expect(screen.getByRole('status').textContent).toContain('Chargement');
    expect((await screen.findByRole('alert')).textContent).toContain('Base indisponible');
  });

  it('moves week by week across the year, and back to this week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 7, 10));
    const fetch = servir((url) => jsonResponse(planning([], Number(url.searchParams.get('_semaine')))));
    const user = userEvent.setup();
    renderWithProviders(<MonPlanning utilisateurId={7} />, { route: '/planning' });
    const titre = () => screen.getByTestId('titre-semaine').textContent;

    expect(titre()).toBe('Semaine 2 — du lun. 05/01 au dim. 11/01/2026');
    expect(screen.getByRole('button', { name: 'Cette semaine' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    await user.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    expect(titre()).toBe('Semaine 52 — du lun. 22/12 au dim. 28/12/2025');
    await user.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(titre()).toBe('Semaine 1 — du lun. 29/12 au dim. 04/01/2026');
    await user.click(screen.getByRole('button', { name: 'Cette semaine' }));
    expect(titre()).toBe('Semaine 2 — du lun. 05/01 au dim. 11/01/2026');
    await screen.findByText('Aucun créneau cette semaine');
    // Stale weeks are fetched again when revisited; each week asked for once at least.
    expect([...new Set(semaineDemandee(fetch))]).toEqual([
      '?_annee=2026&_semaine=2',
      '?_annee=2026&_semaine=1',
      '?_annee=2025&_semaine=52',
    ]);
  });
  it('shows leave in its colour instead of « Travail », rest days, holidays, today and a night as one card', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 29, 10));
    const cp = { congesTypeId: 1, label: 'Congés payés', shortLabel: 'CP', couleur: '#43A047' };
    const semaine53 = {
      semaine: 53,
      annee: 2026,
      numeroSemaine: '53-2026',
      dateDebut: '2026-12-28',
      dateFin: '2027-01-03',
    };
    servir(() =>
      jsonResponse(
        planning(
          [
            creneau(1, '2026-12-28', 420, 840, { indisponible: true, aRemplacer: true }),
            creneau(2, '2026-12-29', 1275, 1440, { indisponible: true }),
            creneau(3, '2026-12-30', 0, 435, { indisponible: true }),
            creneau(4, '2027-01-02', 1275, 1440),
            creneau(5, '2027-01-03', 0, 435),
          ],
          53,
          {
            semaine: semaine53,
            conges: ['2026-12-28', '2026-12-29', '2026-12-30'].map((date) => ({
              date,
              type: cp,
              demiJournee: 0,
              demiJourneeLabel: null,
            })),
            joursDeRepos: [
              {
                jourDeReposId: 8,
                serviceId: 3,
                membreId: 11,
                date: '2026-12-31',
                demiJour: false,
                semaine: { semaine: 53, annee: 2026 },
                jour: { jourId: 4 },
              },
            ],
            joursFeries: [{ date: '2027-01-01', label: "Jour de l'an" }],
          },
        ),
      ),
    );
    renderWithProviders(<MonPlanning utilisateurId={7} />, { route: '/planning?semaine=53-2026' });

    const lundi = await screen.findByRole('region', { name: 'Lundi 28/12' });
    const conges = within(lundi).getByTestId('conges');
    expect(conges.textContent).toBe('Congés payés');
    expect(getComputedStyle(conges).backgroundColor).toBe('rgb(67, 160, 71)');
    expect(within(lundi).queryByText('Travail')).toBeNull();
    expect(within(lundi).getByText('Non travaillé : Congés payés')).toBeTruthy();
    // Only the Saturday night is worked: 2.75 + 7.25 hours.
    expect(screen.getByText('10,00 h')).toBeTruthy();

    const mardi = screen.getByRole('region', { name: 'Mardi 29/12' });
    expect(mardi.getAttribute('aria-current')).toBe('date');
    expect(within(mardi).getByText('Aujourd’hui')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Jeudi 31/12' })).getByTestId('repos').textContent).toBe('Repos');
    expect(within(screen.getByRole('region', { name: 'Vendredi 01/01' })).getByTestId('ferie').textContent).toBe(
      "Férié : Jour de l'an",
    );

    const samedi = screen.getByRole('region', { name: 'Samedi 02/01' });
    const nuit = within(samedi).getAllByTestId('creneau');
    expect(nuit.map((li) => li.querySelector('p')?.textContent)).toEqual(['21:15 → 07:15']);
    expect(within(samedi).getByText('Travail')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Dimanche 03/01' })).queryAllByTestId('creneau')).toHaveLength(0);
  });
});
