import type { HistoriqueUsager } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../../lib/auth';
import { sessionFixture } from '../../../../testing/fixtures';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { ficheFixture, historiqueFixture, usagerFixture } from '../../../../testing/usager-fixtures';
import { FinancesUsager } from './finances-usager';

const ETAB = { etablissementId: 14, siegeSocialId: 1 };

function afficher(historique: HistoriqueUsager, roles: string[] = ['ROLE_SALARIE_14'], ...handlers: FetchHandler[]) {
  login(sessionFixture(roles));
  const fetch = mockFetch(...handlers);
  renderWithProviders(<FinancesUsager historique={historique} etablissement={ETAB} />);
  return { fetch, user: userEvent.setup() };
}

const colonne = (nom: string) => screen.getByRole('region', { name: nom });

const SANS_MODELE: FetchHandler = (url, init) =>
  url.pathname === '/api/ficheAIM/' && init?.method === 'POST'
    ? jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: "Impossible de trouver un modele d'aim sur lequel se baser pour créer la fiche.",
          exception: 'ModeleAimManquantException',
          serviceConcerne: {
            serviceId: 5,
            nom: 'Foyer Les Tilleuls',
            etablissementId: 14,
            chefDeService: { nomComplet: 'Charlotte Chef', email: 'chef@demo.test' },
          },
        },
        409,
      )
    : undefined;

describe('FinancesUsager (spec 3 §2 resident history screen)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it('shows the three columns: balances coloured by sign, sheets with their item count, movements by month', () => {
    afficher(historiqueFixture());
    const soldes = colonne('Soldes par poste AIM');
    expect(within(soldes).getByRole('button', { name: /^Alimentation.*€$/ }).textContent).toMatch(/120,00/);
    const fiches = colonne("Fiches d'Aide Individuelles Mensuelles");
    const liens = within(fiches).getAllByRole('link');
    expect(liens.map((l) => l.getAttribute('href'))).toEqual(['/fiche-aim/70', '/fiche-aim/69']);
    expect(within(liens[0] as HTMLElement).getByText('Fiche pour mars 2026')).toBeTruthy();
    expect(within(liens[0] as HTMLElement).getByText('2 postes définis')).toBeTruthy();
    const mouvements = colonne('Versements & Acquis');
    expect(within(mouvements).getByRole('region', { name: 'février 2026' })).toBeTruthy();
    expect(within(mouvements).getByText(/-15,00/)).toBeTruthy();
  });

  it('filters sheets and movements by a balance card, with a chip, and clears on a second click', async () => {
    const { user } = afficher(historiqueFixture());
    const carte = screen.getByRole('button', { name: /^Dette.*€$/ });
    await user.click(carte);
    expect(within(colonne("Fiches d'Aide Individuelles Mensuelles")).getAllByRole('link')).toHaveLength(1);
    expect(within(colonne('Versements & Acquis')).queryByText('Acquis · Alimentation')).toBeNull();
    expect(within(colonne('Versements & Acquis')).getByText('Dette · Dette')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dette' })).toBeTruthy();
    await user.click(carte);
    expect(within(colonne("Fiches d'Aide Individuelles Mensuelles")).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Dette' })).toBeNull();
  });

  it('disables the first sheet for a resident not hosted today, with its tooltip', async () => {
    const { user } = afficher(historiqueFixture({ fiches: [], usager: usagerFixture({ accueilli: false }) }));
    const bouton = screen.getByRole('button', { name: 'Créer la première fiche' }) as HTMLButtonElement;
    expect(bouton.disabled).toBe(true);
    await user.hover(bouton.parentElement as HTMLElement);
    expect(
      await screen.findByText("Impossible de créer la première fiche, l'usager n'est pas accueillis"),
    ).toBeTruthy();
  });

  it('asks for the validation of a sheet in preparation, with a comment sent with the call (issue 23)', async () => {
    const { fetch, user } = afficher(historiqueFixture(), ['ROLE_SALARIE_14'], (url) =>
      url.pathname === '/api/demande/validation-fiche-AIM' ? jsonResponse({ demandeId: 3 }, 201) : undefined,
    );
    const envois = () => fetch.mock.calls.filter(([u]) => String(u).includes('validation-fiche-AIM'));
    await user.click(screen.getByRole('button', { name: 'Demander la validation de la fiche' }));
    const dialogue = await screen.findByRole('dialog', { name: 'Demander la validation de la fiche' });
    expect(envois()).toHaveLength(0);
    await user.type(within(dialogue).getByRole('textbox', { name: 'Commentaire' }), '  Vêture de printemps incluse ');
    await user.click(within(dialogue).getByRole('button', { name: 'Demander la validation' }));
    await waitFor(() => expect(envois()).toHaveLength(1));
    expect(JSON.parse(String(envois()[0]?.[1]?.body))).toEqual({
      ficheAIMId: 70,
      commentaire: 'Vêture de printemps incluse',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("sends no comment when none is typed, and shows the server's field error under the comment", async () => {
    const message = 'Le texte contient un caractère interdit';
    const { fetch, user } = afficher(historiqueFixture(), ['ROLE_SALARIE_14'], (url) =>
      url.pathname === '/api/demande/validation-fiche-AIM'
        ? jsonResponse(
            {
              statusCode: 400,
              error: 'Bad Request',
              code: 'VALIDATION_ERROR',
              message,
              fieldErrors: { commentaire: message },
            },
            400,
          )
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Demander la validation de la fiche' }));
    const dialogue = await screen.findByRole('dialog', { name: 'Demander la validation de la fiche' });
    await user.click(within(dialogue).getByRole('button', { name: 'Demander la validation' }));
    expect(await within(dialogue).findByText(message)).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([u]) => String(u).includes('validation-fiche-AIM')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ ficheAIMId: 70, commentaire: null });
  });

  it('shows the progress chip and Valider / Invalider to the holder of a validation', async () => {
    const demande = {
      demandeId: 3,
      validations: [{ validationId: 9, abilities: { valider: true }, sousValidations: [] }],
    };
    const { fetch, user } = afficher(
      historiqueFixture({
        fiches: [ficheFixture({ statut: 'EN_ATTENTE_DE_VALIDATION', modifiable: false })],
        validationEnCours: { demandeId: 3, acceptees: 1, total: 2 },
      }),
      ['ROLE_CHEF_DE_SERVICE_5'],
      (url) => (url.pathname === '/api/demande/correspondante-a-fiche-aim' ? jsonResponse(demande) : undefined),
      (url) => (url.pathname === '/api/demande/3/validation/9/valider' ? jsonResponse(demande) : undefined),
    );
    expect(screen.getByText('validation en cours 1/2')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('button', { name: 'Invalider' })).toBeTruthy();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([u, i]) => String(u).endsWith('/validation/9/valider') && i?.method === 'PUT'),
      ).toBe(true),
    );
  });

  it('offers the next sheet after a validated one; without a template, a mail link to the head for an employee', async () => {
    const { user } = afficher(
      historiqueFixture({ fiches: [ficheFixture({ statut: 'VALIDEE', modifiable: false })] }),
      ['ROLE_SALARIE_14'],
      SANS_MODELE,
    );
    await user.click(screen.getByRole('button', { name: 'Créer la fiche suivante' }));
    const dialogue = await screen.findByRole('dialog', { name: "Absence de modèle d'aim" });
    expect(within(dialogue).getByRole('link', { name: 'chef@demo.test' }).getAttribute('href')).toBe(
      'mailto:chef@demo.test',
    );
    expect(within(dialogue).queryByRole('link', { name: 'Déclarer le modele' })).toBeNull();
    await user.click(within(dialogue).getByRole('button', { name: 'Annuler la création' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers 'Déclarer le modele' to the service head, leading to the service's AIM tab", async () => {
    const { user } = afficher(
      historiqueFixture({ fiches: [ficheFixture({ statut: 'VALIDEE', modifiable: false })] }),
      ['ROLE_SALARIE_14', 'ROLE_CHEF_DE_SERVICE_5'],
      SANS_MODELE,
    );
    await user.click(screen.getByRole('button', { name: 'Créer la fiche suivante' }));
    const dialogue = await screen.findByRole('dialog', { name: "Absence de modèle d'aim" });
    expect(within(dialogue).getByRole('link', { name: 'Déclarer le modele' }).getAttribute('href')).toBe(
      '/services/5?onglet=aim',
    );
  });
});
