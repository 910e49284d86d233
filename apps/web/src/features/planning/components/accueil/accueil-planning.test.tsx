import type { Creneau, PlanningUtilisateur } from '@roulement/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { creneauFixture, planningFixture } from '../../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { membreFixture } from '../../../../testing/service-fixtures';
import { ColleguesDuJour } from './collegues-du-jour';
import { ProchainCreneau } from './prochain-creneau';

// Tuesday 24 November 2026 at 10:00: week 48, Monday the 23rd.
const MARDI = '2026-11-24';
const MERCREDI = '2026-11-25';
const LUNDI_SUIVANT = '2026-11-30';

const moi = (semaine: number, creneaux: Creneau[]): PlanningUtilisateur => ({
  utilisateurId: 7,
  semaine: { semaine, annee: 2026, numeroSemaine: `${semaine}-2026`, dateDebut: '', dateFin: '' },
  services: [
    {
      serviceId: 1,
      nom: 'Foyer Les Cèdres',
      etablissementId: 14,
      raisonSociale: 'Les Cèdres',
      membreId: 5,
      couleur: '',
    },
  ],
  creneaux,
  joursDeRepos: [],
  indisponibilites: [],
  conges: [],
  joursFeries: [],
});

function servir(semaines: Record<number, Creneau[]>, service?: (semaine: number) => unknown) {
  return mockFetch(
    (url) => {
      const m = /^\/api\/creneau\/utilisateur\/7$/.exec(url.pathname);
      const semaine = Number(url.searchParams.get('_semaine'));
      return m ? jsonResponse(moi(semaine, semaines[semaine] ?? [])) : undefined;
    },
    (url) =>
      service && url.pathname === '/api/creneau/service/1/semaine'
        ? jsonResponse(service(Number(url.searchParams.get('_semaine'))))
        : undefined,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProchainCreneau', () => {
  it('shows the slot in progress today, with its service', async () => {
    servir({ 48: [creneauFixture(1, 5, MARDI, 7 * 60, 14 * 60), creneauFixture(2, 5, MERCREDI, 7 * 60, 14 * 60)] });
    renderWithProviders(<ProchainCreneau utilisateurId={7} />);
    const bloc = await screen.findByTestId('prochain-creneau');
    expect(bloc.textContent).toBe('En cours, 07:00 – 14:00Foyer Les Cèdres');
  });

  it('shows tomorrow, or next week, once today is over', async () => {
    servir({ 48: [creneauFixture(1, 5, MARDI, 6 * 60, 9 * 60), creneauFixture(2, 5, MERCREDI, 14 * 60, 21 * 60)] });
    renderWithProviders(<ProchainCreneau utilisateurId={7} />);
    expect((await screen.findByTestId('prochain-creneau')).textContent).toContain('Demain, 14:00 – 21:00');
  });

  it('looks into next week', async () => {
    servir({ 49: [creneauFixture(3, 5, LUNDI_SUIVANT, 7 * 60, 14 * 60, { type: 'CreneauDeFormation' })] });
    renderWithProviders(<ProchainCreneau utilisateurId={7} />);
    const bloc = await screen.findByTestId('prochain-creneau');
    expect(bloc.textContent).toContain('Lundi 30 novembre 2026, 07:00 – 14:00');
    expect(bloc.textContent).toContain('Formation');
  });

  it('says so when nothing is planned', async () => {
    servir({});
    renderWithProviders(<ProchainCreneau utilisateurId={7} />);
    expect(await screen.findByText('Aucun créneau prévu cette semaine ni la suivante')).toBeTruthy();
  });

  it('shows loading, then the server’s message and a retry on failure', async () => {
    mockFetch(() =>
      jsonResponse({ statusCode: 500, error: 'Internal', code: 'INTERNAL_ERROR', message: 'Base indisponible' }, 500),
    );
    renderWithProviders(<ProchainCreneau utilisateurId={7} />);
    expect(screen.getByRole('status').textContent).toContain('Chargement');
    expect((await screen.findByRole('alert')).textContent).toContain('Base indisponible');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

describe('ColleguesDuJour', () => {
  const membres = [
    membreFixture({ membreId: 5, prenom: 'Samuel', nom: 'Salarié' }),
    membreFixture({ membreId: 6, prenom: 'Alice', nom: 'Matin' }),
    membreFixture({ membreId: 8, prenom: 'Chloé', nom: 'Congé' }),
  ];

  it('lists who works today in my services, with their hours, but not me nor who is on leave', async () => {
    servir({ 48: [creneauFixture(1, 5, MARDI, 7 * 60, 14 * 60)] }, (semaine) =>
      planningFixture({ semaine, annee: 2026 }, membres, [
        creneauFixture(1, 5, MARDI, 7 * 60, 14 * 60),
        creneauFixture(2, 6, MARDI, 7 * 60, 14 * 60),
        creneauFixture(3, 8, MARDI, 14 * 60, 21 * 60, { indisponible: true }),
      ]),
    );
    renderWithProviders(<ColleguesDuJour utilisateurId={7} />);
    const liste = await screen.findByRole('list', { name: 'Équipe du jour : Foyer Les Cèdres' });
    expect(
      within(liste)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alice Matin07:00 – 14:00']);
  });

  it('says so when nobody else works today', async () => {
    servir({}, (semaine) => planningFixture({ semaine, annee: 2026 }, membres, []));
    renderWithProviders(<ColleguesDuJour utilisateurId={7} />);
    expect(await screen.findByText("Personne d'autre ne travaille aujourd'hui dans vos services")).toBeTruthy();
  });
});
