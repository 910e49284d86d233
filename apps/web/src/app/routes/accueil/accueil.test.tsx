import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../lib/auth';
import { etablissementFixture, sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { serviceFixture } from '../../../testing/service-fixtures';
import { Accueil } from './accueil';

const cedres = etablissementFixture({
  etablissementId: 14,
  siegeSocialId: 1,
  exportPaye: true,
  aideIndividuelleMensuelle: true,
});
const siege = etablissementFixture({ etablissementId: 1, siegeSocialId: null, exportPaye: true });

/** Every read of the home, answered empty: the test looks at which blocks are there. */
function servir() {
  return mockFetch((url) => {
    const p = url.pathname;
    if (p === '/api/etablissement') return jsonResponse([siege, cedres]);
    if (p.startsWith('/api/creneau/utilisateur/')) {
      return jsonResponse({
        utilisateurId: 7,
        semaine: { semaine: 48, annee: 2026, numeroSemaine: '48-2026', dateDebut: '', dateFin: '' },
        services: [],
        creneaux: [],
        joursDeRepos: [],
        indisponibilites: [],
        conges: [],
        joursFeries: [],
      });
    }
    if (p === '/api/service/etablissement/14') return jsonResponse([serviceFixture({ serviceId: 3, nom: 'Foyer' })]);
    if (p === '/api/couverture/etablissement/14/a-couvrir') {
      const creneau = { serviceId: 3, service: 'Foyer', membreId: 1, nomComplet: 'Ana Lopez', date: '2026-12-01' };
      const motif = { motif: 'CONGES', offreEnCours: false };
      return jsonResponse({
        etablissementId: 14,
        du: '2026-11-28',
        au: '2026-12-25',
        services: [{ serviceId: 3, nom: 'Foyer' }],
        creneaux: [
          { ...creneau, ...motif, creneauId: 1, heureDebut: 420, heureFin: 840, nuit: false },
          { ...creneau, ...motif, creneauId: 2, heureDebut: 1260, heureFin: 1440, nuit: true },
        ],
      });
    }
    if (p === '/api/demande/compteurs') return jsonResponse({ aValider: 2, enAttente: 0 });
    if (p === '/api/demande/enAttente') return jsonResponse({ total: 0, page: 0, taille: 50, elements: [] });
    if (p === '/api/demande/utilisateur') return jsonResponse([]);
    if (p === '/api/conges/apercu/trimestriel') return jsonResponse({ dateDebut: '', dateFin: '', employes: [] });
    if (p.startsWith('/api/astreinte/')) return jsonResponse({ astreintesHedbdomadaires: [], employes: [] });
    if (p.startsWith('/api/employe/utilisateur/')) return jsonResponse([]);
    return undefined;
  });
}

async function rendre(roles: string[]) {
  const session = sessionFixture(['ROLE_UTILISATEUR', ...roles]);
  login(session);
  const fetch = servir();
  renderWithProviders(<Accueil session={session} />);
  return { journee: await screen.findByRole('region', { name: 'Ma journée' }), fetch };
}

const titres = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

afterEach(() => {
  logout();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Accueil: the home of each role (issue 25)', () => {
  it('gives an employee their day, without a panel', async () => {
    const { journee } = await rendre(['ROLE_SALARIE_14']);
    await within(journee).findByRole('heading', { name: "D'astreinte aujourd'hui" });
    expect(titres(journee)).toEqual([
      'Prochain créneau',
      "Avec moi aujourd'hui",
      "D'astreinte aujourd'hui",
      'Mes demandes en attente',
      'Mes soldes',
    ]);
    expect(screen.queryByRole('region', { name: 'Ce qui vous attend' })).toBeNull();
  });

  it('opens on what needs a head of service, on the establishment of the role', async () => {
    const { fetch } = await rendre(['ROLE_SALARIE_14', 'ROLE_CHEF_DE_SERVICE_3']);
    const panneau = await screen.findByRole('region', { name: 'Ce qui vous attend' });
    expect(await within(panneau).findByRole('heading', { name: 'À remplacer dans les 14 jours' })).toBeTruthy();
    // Both blocks of issue 27 read « À couvrir » once, and no service week (issue 27, decision 115).
    const aRemplacer = await within(panneau).findByRole('list', { name: 'Créneaux à remplacer' });
    expect(
      within(aRemplacer)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['01/12 07:00–14:00 · Ana LopezFoyer', '/a-couvrir/creneau/1'],
      ['01/12 21:00–24:00 · Ana LopezFoyer', '/a-couvrir/creneau/2'],
    ]);
    expect(within(panneau).getByRole('link', { name: 'Tout voir dans « À couvrir »' }).getAttribute('href')).toBe(
      '/a-couvrir',
    );
    const lus = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);
    expect(lus.filter((p) => p.endsWith('/a-couvrir'))).toHaveLength(1);
    expect(lus.filter((p) => p.startsWith('/api/creneau/service/'))).toEqual([]);
    expect(titres(panneau)).toEqual([
      'À valider',
      'Fiches AIM à valider',
      'Absents',
      'À remplacer dans les 14 jours',
      'À couvrir dans les 28 jours',
    ]);
    expect((await within(panneau).findByTestId('compteurs-a-couvrir')).textContent).toBe(
      '2 créneauxdont 1 de nuit · 2 sans offre',
    );
    expect(within(panneau).getByRole('link', { name: 'Voir les créneaux à couvrir' }).getAttribute('href')).toBe(
      '/a-couvrir',
    );
    expect((await within(panneau).findByTestId('a-valider')).textContent).toBe('2 demandes à valider');
  });

  it("gives an accountant employed at the head office last month's export of the establishment they keep", async () => {
    await rendre(['ROLE_SALARIE_1', 'ROLE_COMPTABLE_14']);
    const panneau = await screen.findByRole('region', { name: 'Ce qui vous attend' });
    expect(titres(panneau)).toEqual(['Export de paye']);
    expect(within(panneau).getByRole('button', { name: /^Exporter / })).toBeTruthy();
  });
});
