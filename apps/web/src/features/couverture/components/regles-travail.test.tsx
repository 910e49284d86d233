import { REGLES_DU_TRAVAIL_PAR_DEFAUT } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aujourdhui } from '../../../lib/format';
import { erreurDeChamps } from '../../../testing/demande-fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { reglesTravailFixture, regleTravailFixture } from '../../../testing/regles-travail-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ReglesTravail } from './regles-travail';

const CHEMIN = '/api/couverture/regles/2';
const lecture =
  (reponse = reglesTravailFixture()) =>
  (url: URL, init?: RequestInit) =>
    url.pathname === CHEMIN && (init?.method ?? 'GET') === 'GET' ? jsonResponse(reponse) : undefined;

const envois = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

const enVigueur = () => screen.findByRole('region', { name: 'Règles en vigueur' });

describe('the working-time rule versions (issue 27, decision 109)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the law’s figures and their sources when no version is written, without adding for a reader', async () => {
    mockFetch(lecture(reglesTravailFixture({ versions: [], abilities: { creer: false } })));
    renderWithProviders(<ReglesTravail associationId={2} />);
    const carte = await enVigueur();
    expect(within(carte).getByText(/aucune version écrite/)).toBeTruthy();
    const texte = carte.textContent ?? '';
    for (const attendu of [
      'Repos quotidien11 h · Code du travail, art. L3131-1',
      'Repos quotidien réduit par dérogation9 h · Art. L3131-2 et CCN 66',
      'Travail par jour au plus10 h · Art. L3121-18',
      'Travail par jour au plus, par dérogation12 h · Art. L3121-19',
      'Travail dans une semaine au plus48 h · Art. L3121-20',
      'Moyenne par semaine sur 12 semaines au plus44 h · Art. L3121-22',
      'Repos hebdomadaire35 h · Art. L3132-2',
      'Jours travaillés consécutifs au plus6 jours · Art. L3132-1',
      'Heures complémentaires d’un temps partielUn dixième du contrat · Art. L3123-20',
    ])
      expect(texte).toContain(attendu);
    expect(screen.getByText(/^Aucune version écrite : les candidats sont vérifiés/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nouvelle version' })).toBeNull();
  });

  it('marks the version in force and the one to come in the history', async () => {
    mockFetch(
      lecture(
        reglesTravailFixture({
          versions: [
            regleTravailFixture({ regleTravailId: 3, dateDebut: '2999-01-01', reposQuotidienDerogatoire: 570 }),
            regleTravailFixture({ regleTravailId: 2, dateDebut: '2024-04-24', partHeuresComplementaires: 'TIERS' }),
            regleTravailFixture({ regleTravailId: 1, dateDebut: '2000-01-01' }),
          ],
        }),
      ),
    );
    renderWithProviders(<ReglesTravail associationId={2} />);
    expect(within(await enVigueur()).getByText('En vigueur depuis le 24/04/2024')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Versions des règles du temps de travail' });
    const lignes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((l) =>
        within(l)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(lignes.map((l) => [l[0], l[1], l[7]])).toEqual([
      ['01/01/2999 À venir', '11 h (9 h 30)', 'Un dixième du contrat'],
      ['24/04/2024 En vigueur', '11 h (9 h)', 'Un tiers du contrat (par accord)'],
      ['01/01/2000 ', '11 h (9 h)', 'Un dixième du contrat'],
    ]);
  });

  it('adds a version typed in hours, sent in minutes, with the refusals under their fields', async () => {
    let refus = 1;
    const fetch = mockFetch(lecture(), (url, init) => {
      if (url.pathname !== CHEMIN || init?.method !== 'POST') return undefined;
      const corps = JSON.parse(String(init.body));
      return refus-- > 0
        ? erreurDeChamps('Refusé', { dateDebut: 'La nouvelle version commence après la dernière' })
        : jsonResponse(reglesTravailFixture({ versions: [regleTravailFixture({ regleTravailId: 2, ...corps })] }), 201);
    });
    const user = userEvent.setup();
    renderWithProviders(<ReglesTravail associationId={2} />);
    await user.click(await screen.findByRole('button', { name: 'Nouvelle version' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle version des règles du temps de travail' });
    const champ = (nom: RegExp) => within(dialog).getByRole('textbox', { name: nom });

    // The reduced rest may not exceed the daily rest: the contract's rule, under the reduced rest.
    await user.clear(champ(/^Repos quotidien réduit par dérogation/));
    await user.type(champ(/^Repos quotidien réduit par dérogation/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le repos réduit ne dépasse pas le repos quotidien')).toBeTruthy();
    expect(envois(fetch)).toEqual([]);

    await user.clear(champ(/^Repos quotidien réduit par dérogation/));
    await user.type(champ(/^Repos quotidien réduit par dérogation/), '9,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La nouvelle version commence après la dernière')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(envois(fetch).at(-1)).toEqual({
      ...REGLES_DU_TRAVAIL_PAR_DEFAUT,
      dateDebut: aujourdhui(),
      reposQuotidienDerogatoire: 570,
    });
    expect(await screen.findByText(/^Règles du temps de travail en vigueur à partir du /)).toBeTruthy();
  });
});
