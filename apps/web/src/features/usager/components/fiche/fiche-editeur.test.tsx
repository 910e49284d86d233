import type { FicheAim } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../../lib/auth';
import { sessionFixture } from '../../../../testing/fixtures';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import {
  ajustementFixture,
  ficheFixture,
  historiqueFixture,
  postesFixture,
  preparationFixture,
  usagerResumeFixture,
  versementFixture,
} from '../../../../testing/usager-fixtures';
import { FicheEditeur } from './fiche-editeur';

function afficher(fiche: FicheAim, ...handlers: FetchHandler[]) {
  login(sessionFixture(['ROLE_SALARIE_14']));
  const fetch = mockFetch(
    ...handlers,
    (url) => (url.pathname === '/api/ficheAIM/70/preparation' ? jsonResponse(preparationFixture()) : undefined),
    (url) => (url.pathname === '/api/versement' ? jsonResponse([]) : undefined),
    (url) => (url.pathname === '/api/versement/aDate' ? jsonResponse([]) : undefined),
    (url) =>
      url.pathname === '/api/usager/soldesPourEtablissementavantfiche'
        ? jsonResponse(historiqueFixture().soldes)
        : undefined,
    (url) => (url.pathname === '/api/usager/recherche' ? jsonResponse([]) : undefined),
  );
  renderWithProviders(
    <FicheEditeur fiche={fiche} postes={postesFixture()} etablissement={{ etablissementId: 14, siegeSocialId: 1 }} />,
  );
  return { fetch, user: userEvent.setup() };
}

const corpsDe = (fetch: ReturnType<typeof mockFetch>, chemin: string) => {
  const appel = fetch.mock.calls.find(([u]) => String(u).includes(chemin));
  return appel ? JSON.parse(String(appel[1]?.body)) : undefined;
};

describe('FicheEditeur (spec 3 §2 sheet editor)', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it('adds an adjustment: 5 words and one operation before it can be confirmed', async () => {
    const { fetch, user } = afficher(ficheFixture(), (url, init) =>
      url.pathname === '/api/ficheAIM/70/ajuster' && init?.method === 'POST' ? jsonResponse(ficheFixture()) : undefined,
    );
    expect(screen.getByRole('table', { name: 'Lignes de la fiche' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter un ajustement' }));
    const confirmer = screen.getByRole('button', { name: 'Confirmer' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Explication'), 'Achat de vêtements');
    await user.click(screen.getByRole('button', { name: "Ajouter l'opération" }));
    expect(screen.getByText('Selectionez un poste')).toBeTruthy();
    expect(screen.getByText('Entrez une valeur numérique')).toBeTruthy();
    await user.click(screen.getByLabelText('Poste'));
    await user.click(await screen.findByRole('option', { name: 'Habillement' }));
    await user.type(screen.getByLabelText('Montant'), '25,5');
    await user.click(screen.getByRole('button', { name: "Ajouter l'opération" }));
    expect(confirmer.disabled).toBe(true);
    await user.type(screen.getByLabelText('Explication'), ' pour le printemps');
    expect(confirmer.disabled).toBe(false);
    await user.click(confirmer);
    await waitFor(() =>
      expect(corpsDe(fetch, '/ajuster')).toEqual({
        ficheAIMId: 70,
        explication: 'Achat de vêtements pour le printemps',
        operations: [{ posteAIMId: 'HABILLEMENT', montant: 25.5 }],
      }),
    );
  });

  it('pre-fills an EPARGNE adjustment', async () => {
    const { user } = afficher(ficheFixture());
    await user.click(screen.getByRole('button', { name: 'Epargne' }));
    expect((screen.getByLabelText('Explication') as HTMLTextAreaElement).value).toBe('Epargne : ');
    expect((screen.getByLabelText('Montant') as HTMLInputElement).value).toBe('0');
  });

  it('edits an adjustment through the server replacement call', async () => {
    const fiche = ficheFixture({ ajustements: [ajustementFixture()] });
    const { fetch, user } = afficher(fiche, (url) =>
      url.pathname === '/api/ficheAIM/70/modifierAjustement' ? jsonResponse(fiche) : undefined,
    );
    await user.click(screen.getByRole('button', { name: "Modifier l'ajustement" }));
    await user.type(screen.getByLabelText('Explication'), ' du samedi');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(corpsDe(fetch, '/modifierAjustement')).toEqual({
        ficheAIMId: 70,
        ajustementId: 90,
        explication: 'Sortie au cinéma avec le groupe du samedi',
        operations: [{ posteAIMId: 'ARGENT_DE_POCHE', montant: 10 }],
      }),
    );
  });

  it('refuses changes to a sheet no longer in preparation, with the message', async () => {
    const { fetch, user } = afficher(
      ficheFixture({ statut: 'VALIDEE', modifiable: false, ajustements: [ajustementFixture()] }),
    );
    await user.click(screen.getByRole('button', { name: "Supprimer l'ajustement" }));
    expect(
      await screen.findByText(
        "Vous ne pouvez pas modifier cet ajustement, cette fiche n'est plus en cours de préparation",
      ),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(false);
  });

  it('prepares payouts on payable lines over several dates, cash by default, and opens the help', async () => {
    const { fetch, user } = afficher(ficheFixture(), (url, init) =>
      url.pathname === '/api/versement/multidate' && init?.method === 'POST'
        ? jsonResponse([versementFixture()], 201)
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Voir les versements' }));
    const lignes = screen.getByRole('table', { name: 'Lignes de la fiche' });
    expect(within(lignes).queryByText('Dette')).toBeNull();
    const preparer = (await screen.findByRole('button', { name: 'Préparer le versement' })) as HTMLButtonElement;
    expect(preparer.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Espèces' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Epargne' }));
    await user.click(screen.getByRole('gridcell', { name: '10' }));
    await user.click(screen.getByRole('gridcell', { name: '20' }));
    expect(screen.getByText(/60,00.*par date/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Virement' }));
    await user.click(preparer);
    await waitFor(() =>
      expect(corpsDe(fetch, '/versement/multidate')).toEqual({
        ficheAIMId: 70,
        usagerId: 30,
        etablissementId: 14,
        datesDeVersement: ['2026-02-10', '2026-02-20'],
        lignesVersements: [{ posteAIMId: 'ALIMENTATION', montant: 120 }],
        moyenDePaiementId: 'VIREMENT',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Aide : Préparation de versement' }));
    expect(await screen.findByRole('dialog', { name: 'Aide : Préparation de versement' })).toBeTruthy();
  });

  it("shows the balances before the sheet's month, coloured, with their total (issue 23)", async () => {
    const { fetch } = afficher(ficheFixture());
    const soldes = await screen.findByRole('list', { name: 'Soldes avant la fiche' });
    expect(screen.getByText('au 01/03/2026')).toBeTruthy();
    const textes = within(soldes)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s/g, ' '));
    expect(textes).toEqual(['Alimentation120,00 €', 'Epargne0,00 €', 'Dette-15,00 €', 'Total105,00 €']);
    const appel = fetch.mock.calls.find(([u]) => String(u).includes('soldesPourEtablissementavantfiche'));
    expect(new URL(String(appel?.[0]), 'http://localhost').search).toBe(
      '?usagerId=30&etablissementId=14&fichaAimId=70',
    );
  });

  it('says when there is no balance before the sheet', async () => {
    afficher(ficheFixture(), (url) =>
      url.pathname === '/api/usager/soldesPourEtablissementavantfiche' ? jsonResponse([]) : undefined,
    );
    expect(await screen.findByText('Aucun solde avant cette fiche')).toBeTruthy();
  });

  it('shows a failed read of the balances with its message and a retry', async () => {
    const message = 'Usager introuvable';
    afficher(ficheFixture(), (url) =>
      url.pathname === '/api/usager/soldesPourEtablissementavantfiche'
        ? jsonResponse({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message }, 404)
        : undefined,
    );
    const region = screen.getByRole('region', { name: /^Soldes avant la fiche/ });
    expect((await within(region).findByRole('alert')).textContent).toContain(message);
    expect(within(region).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('lists the payouts already on each chosen date, or says there is none (issue 23)', async () => {
    const { fetch, user } = afficher(ficheFixture(), (url) =>
      url.pathname === '/api/versement/aDate' && url.searchParams.get('date') === '2026-02-10'
        ? jsonResponse([versementFixture({ verse: true, montant: 45 })])
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Voir les versements' }));
    await screen.findByRole('button', { name: 'Préparer le versement' });
    expect(screen.queryByRole('heading', { name: 'Versements déjà enregistrés à ces dates' })).toBeNull();
    await user.click(screen.getByRole('gridcell', { name: '10' }));
    await user.click(screen.getByRole('gridcell', { name: '20' }));
    const le10 = await screen.findByRole('listitem', { name: 'Le 10/02/2026' });
    expect(await within(le10).findByText(/Versé · Alimentation/)).toBeTruthy();
    expect(le10.textContent).toMatch(/Espèces45,00\s€/);
    expect(
      await within(screen.getByRole('listitem', { name: 'Le 20/02/2026' })).findByText('Aucun versement'),
    ).toBeTruthy();
    const dates = fetch.mock.calls
      .filter(([u]) => String(u).includes('/versement/aDate'))
      .map(([u]) => new URL(String(u), 'http://localhost').searchParams.get('date'));
    expect(dates).toEqual(['2026-02-10', '2026-02-20']);
  });

  it('shows the missing-sheet message when the selector finds no sheet', async () => {
    const { user } = afficher(ficheFixture());
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(await screen.findByText('Aucune fiche trouvée pour ce mois')).toBeTruthy();
    expect(screen.getByText('mars 2026')).toBeTruthy();
  });

  it('searches another resident (500 ms) and says when their sheet of the month is missing', async () => {
    const zoe = {
      ...usagerResumeFixture({ usagerId: 31 }),
      etatCivil: { nom: 'Martin', prenom: 'Zoé', nomComplet: 'Zoé Martin' },
    };
    const { fetch, user } = afficher(ficheFixture(), (url) =>
      url.pathname === '/api/usager/recherche' && url.searchParams.get('recherche') === 'Zo'
        ? jsonResponse([zoe])
        : undefined,
    );
    const champ = screen.getByRole('combobox', { name: 'Usager' });
    await user.clear(champ);
    await user.type(champ, 'Zo');
    await user.click(await screen.findByRole('option', { name: 'Zoé Martin' }, { timeout: 3000 }));
    expect(
      await screen.findByText(
        "Impossible de charger la fiche de Zoé Martin pour le 3/2026. Assurez-vous qu'elle a bien été créée et réessayez plus tard",
      ),
    ).toBeTruthy();
    expect((champ as HTMLInputElement).value).toBe('Léo Durand');
    const appel = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://l'))
      .find((u) => u.pathname === '/api/ficheAIM');
    expect(Object.fromEntries(appel?.searchParams ?? [])).toEqual({ usagerId: '31', mois: '3', annee: '2026' });
  });

  it('shows a plus creating the next sheet when the sheet is validated and the next one is missing', () => {
    afficher(ficheFixture({ statut: 'VALIDEE', modifiable: false, existeSuivante: false }));
    expect(screen.getByRole('button', { name: 'Créer la fiche suivante' })).toBeTruthy();
  });
});
