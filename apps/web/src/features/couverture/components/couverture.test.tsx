import { REGLES_DU_TRAVAIL_PAR_DEFAUT } from '@roulement/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ACouvrirListe } from './a-couvrir-liste';
import { CandidatsCreneau } from './candidats-creneau';

const creneau = {
  creneauId: 7,
  serviceId: 3,
  service: 'Foyer',
  membreId: 1,
  nomComplet: 'Ana Lopez',
  date: '2026-12-01',
  heureDebut: 420,
  heureFin: 840,
  nuit: false,
  motif: 'CONGES',
  offreEnCours: false,
} as const;

const candidat = (employeId: number, o: object = {}) => ({
  employeId,
  utilisateurId: employeId,
  nomComplet: `Personne ${employeId}`,
  etablissement: 'Les Cèdres',
  cercle: 'SERVICE',
  disponible: true,
  avertissement: false,
  raisons: ['libre', 'repos de 11 h respecté', '28 h / 35 h cette semaine'],
  ...o,
});

afterEach(() => vi.unstubAllGlobals());

describe('ACouvrirListe', () => {
  it('lists the slots by day, each opening its candidates, and sends the filters', async () => {
    const urls: URL[] = [];
    mockFetch((url) => {
      urls.push(url);
      return jsonResponse({
        etablissementId: 14,
        du: '2026-11-28',
        au: '2026-12-25',
        services: [{ serviceId: 3, nom: 'Foyer' }],
        creneaux: url.searchParams.get('moment') === 'nuit' ? [] : [creneau],
      });
    });
    renderWithProviders(<ACouvrirListe etablissementId={14} />);
    const lien = await screen.findByRole('link', { name: /07:00–14:00 · Foyer/ });
    expect(lien.getAttribute('href')).toBe('/a-couvrir/creneau/7');
    expect(screen.getByText('Mardi 1 décembre 2026')).toBeTruthy();
    expect(screen.getByText('Ana Lopez — absent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nuit' }));
    expect(await screen.findByText('Aucun créneau à couvrir dans les 28 prochains jours')).toBeTruthy();
    expect(urls.at(-1)!.searchParams.get('moment')).toBe('nuit');
  });
});

describe('CandidatsCreneau', () => {
  it('groups the candidates by circle, with their reasons, chosen by touch for the actions', async () => {
    mockFetch(() =>
      jsonResponse({
        creneau,
        regle: { regleTravailId: null, dateDebut: null, ...REGLES_DU_TRAVAIL_PAR_DEFAUT },
        candidats: [
          candidat(1),
          candidat(2, {
            avertissement: true,
            raisons: ['libre', 'repos de 9 h 30 seulement (dérogation CCN 66 possible)'],
          }),
          candidat(3, { disponible: false, raisons: ['en congé'] }),
          candidat(4, { cercle: 'ASSOCIATION', etablissement: 'Les Tilleuls' }),
        ],
        ecartes: 2,
      }),
    );
    const actions = vi.fn(() => <button type="button">Envoyer une offre</button>);
    renderWithProviders(<CandidatsCreneau creneauId={7} actions={actions} />);
    const liste = await screen.findByRole('list', { name: 'Candidats' });
    expect(within(liste).getByText('Membres du service')).toBeTruthy();
    expect(within(liste).getByText("Autres établissements de l'association")).toBeTruthy();
    expect(screen.getByText(/2 personnes écartées par une règle/)).toBeTruthy();
    expect(screen.getAllByText('libre · repos de 11 h respecté · 28 h / 35 h cette semaine')).toHaveLength(2);
    expect(screen.getByTitle('Dérogation nécessaire')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Personne 3' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('region', { name: 'Candidats choisis' })).toBeNull();

    fireEvent.click(screen.getByText('Personne 1'));
    fireEvent.click(screen.getByText('Personne 4'));
    const barre = screen.getByRole('region', { name: 'Candidats choisis' });
    expect(within(barre).getByText('2 candidats choisis')).toBeTruthy();
    expect(within(barre).getByRole('button', { name: 'Envoyer une offre' })).toBeTruthy();
    expect(actions).toHaveBeenLastCalledWith({ creneauIds: [7], employeIds: [1, 4] }, expect.any(Function));
  });
});
