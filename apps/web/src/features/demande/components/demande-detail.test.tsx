import type { Demande } from '@roulement/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, logout } from '../../../lib/auth';
import { demandeKeys, employeKeys, planningKeys } from '../../../lib/query-keys';
import {
  commentaireFixture,
  demandeFixture,
  demandeHeuresSuppFixture,
  demandeRecuperationFixture,
  impactFixture,
  personneFixture,
  validationFixture,
} from '../../../testing/demande-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders, testQueryClient } from '../../../testing/render';
import { DecisionsProvider } from './decisions-provider';
import { DemandeDetail } from './demande-detail';

function afficher(demande: Demande, ...handlers: FetchHandler[]) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_DIRECTEUR_14']));
  const fetch = mockFetch(...handlers, (url) =>
    url.pathname === `/api/demande/${demande.demandeId}/impact` ? jsonResponse(impactFixture()) : undefined,
  );
  const queryClient = testQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  // No delay to undo: the decision leaves as soon as it is taken (the toast is tested with the list).
  renderWithProviders(
    <DecisionsProvider delaiMs={0}>
      <DemandeDetail demande={demande} />
    </DecisionsProvider>,
    { queryClient },
  );
  const invalidees = () => invalidate.mock.calls.map(([filtres]) => filtres?.queryKey);
  return { fetch, user: userEvent.setup(), invalidees };
}

const appel = (fetch: ReturnType<typeof mockFetch>, method: string) =>
  fetch.mock.calls.find(([, init]) => init?.method === method);

/** The director's validation, which the viewer may give, over the pending head of service's. */
const aDecider = (overrides: Partial<Demande> = {}) =>
  demandeFixture({
    abilities: { annuler: false, commenter: true, voirImpact: false },
    validations: [
      validationFixture({
        validationId: 500,
        authorityLabel: 'Direction – Foyer Les Tilleuls',
        abilities: { valider: true },
        sousValidations: [validationFixture()],
      }),
    ],
    ...overrides,
  });

describe('DemandeDetail (spec §2.8)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it('shows a leave request: title, subtitle, type, dates and days counted', () => {
    afficher(demandeFixture({ createur: personneFixture({ nomComplet: 'Charlotte Chef' }) }));
    expect(screen.getByRole('heading', { name: 'Demande de congés' })).toBeTruthy();
    expect(screen.getByText(/^Créée par Charlotte Chef pour Samuel Salarié, le 20\/02\/2026 à/)).toBeTruthy();
    expect(screen.getByText('Congés payés')).toBeTruthy();
    expect(screen.getByText('Du 02/03/2026 au 06/03/2026')).toBeTruthy();
    expect(screen.getByText('5 j')).toBeTruthy();
  });

  it('shows an AIM sheet request: adjustments, monthly total in euros and the two links (spec 3 §2)', () => {
    afficher(
      demandeFixture({
        typeDemande: 'Fiches AIM',
        conges: null,
        ficheAim: {
          ficheAIMId: 70,
          usagerId: 30,
          usagerNomComplet: 'Léo Durand',
          etablissementId: 14,
          serviceId: 5,
          serviceNom: 'Foyer Les Tilleuls',
          mois: 3,
          annee: 2026,
          nombreAjustements: 2,
          totalMensuel: 1234.5,
        },
      }),
    );
    expect(screen.getByText("Nombre d'ajustements").nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Total mensuel').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(screen.getByRole('link', { name: 'Visionner la fiche' }).getAttribute('href')).toBe('/fiche-aim/70');
    expect(screen.getByRole('link', { name: "Voir les finances de l'usager" }).getAttribute('href')).toBe(
      '/usagers/30/finances-usager',
    );
  });

  it('shows a one-day leave with its half day', () => {
    afficher(
      demandeFixture({
        conges: {
          ...demandeFixture().conges!,
          dateFin: '2026-03-02',
          demiJournee: 1,
          demiJourneeLabel: 'Matin',
          nbJours: 0.5,
        },
      }),
    );
    expect(screen.getByText('Le 02/03/2026 (Matin)')).toBeTruthy();
  });

  it("shows an overtime request with the day's slots while pending", () => {
    afficher(demandeHeuresSuppFixture());
    expect(screen.getByRole('heading', { name: "Demande d'heures complémentaires" })).toBeTruthy();
    expect(screen.getByText('Internat')).toBeTruthy();
    expect(screen.getByText('14:00')).toBeTruthy();
    expect(screen.getByText('16:00')).toBeTruthy();
    const creneaux = screen.getByRole('list', { name: 'Créneaux du jour' });
    expect(within(creneaux).getByText('07:00 – 14:00')).toBeTruthy();
    expect(within(creneaux).getByText('Travail')).toBeTruthy();
  });

  it('hides the slots preview of a decided overtime request', () => {
    afficher(demandeHeuresSuppFixture({ statutId: 2 }));
    expect(screen.queryByRole('heading', { name: 'Créneaux du jour' })).toBeNull();
  });

  it('shows a recovery request on one day with its hours, and one over days with the hours of both ends', () => {
    afficher(demandeRecuperationFixture());
    expect(screen.getByRole('heading', { name: 'Demande de récupération' })).toBeTruthy();
    expect(screen.getByText('Le 02/03/2026 de 08:00 à 12:00')).toBeTruthy();
    const liste = screen.getByRole('list', { name: 'Récupérations' });
    expect(within(liste).getByText('02/03/2026 · 08:00 – 12:00')).toBeTruthy();
    expect(within(liste).getByText('Récupération · 4,00 h')).toBeTruthy();
  });

  it('says a range recovery with both ends, and when no work was found', () => {
    const r = demandeRecuperationFixture().recuperation!;
    afficher(demandeRecuperationFixture({ recuperation: { ...r, dateFin: '2026-03-04', recuperations: [] } }));
    expect(screen.getByText('Du 02/03/2026 à 08:00 au 04/03/2026 à 12:00')).toBeTruthy();
    expect(screen.getByText('Aucune heure de travail trouvée sur la période demandée.')).toBeTruthy();
  });

  it('colours nested validations: accepted green, refused red, pending blue, with who decided for whom', () => {
    afficher(
      demandeFixture({
        validations: [
          validationFixture({
            validationId: 500,
            authorityLabel: 'Direction – Foyer Les Tilleuls',
            sousValidations: [
              validationFixture({
                validationId: 501,
                accepte: true,
                validateur: personneFixture({ nomComplet: 'Paul Adjoint' }),
                pourLeCompteDe: personneFixture({ nomComplet: 'Charlotte Chef' }),
                dateValidation: '2026-02-21T08:00:00.000Z',
              }),
              validationFixture({
                validationId: 502,
                authorityLabel: 'Chef de service – Accueil de jour',
                accepte: false,
              }),
            ],
          }),
        ],
      }),
    );
    const racine = screen.getByRole('listitem', { name: 'Direction – Foyer Les Tilleuls' });
    // An entry's own chip comes after those of its sub-validations (the order of decision).
    const couleur = (item: HTMLElement) =>
      within(item)
        .getAllByText(/^(En attente|Acceptée|Refusée)$/)
        .flatMap((t) => t.closest('.MuiChip-root') ?? [])
        .at(-1)!.className;
    expect(couleur(racine)).toContain('MuiChip-colorInfo');
    const chef = within(racine).getByRole('listitem', { name: 'Chef de service – Internat' });
    expect(couleur(chef)).toContain('MuiChip-colorSuccess');
    expect(within(chef).getByText(/^Acceptée par Paul Adjoint pour Charlotte Chef, le 21\/02\/2026 à/)).toBeTruthy();
    const accueil = within(racine).getByRole('listitem', { name: 'Chef de service – Accueil de jour' });
    expect(couleur(accueil)).toContain('MuiChip-colorError');
  });

  it('draws the tree in the order of decision: the heads of service first, then the direction (issue 23)', () => {
    afficher(
      demandeFixture({
        validations: [
          validationFixture({
            validationId: 500,
            authorityLabel: 'Direction – Foyer Les Tilleuls',
            sousValidations: [validationFixture({ validationId: 501 })],
          }),
          validationFixture({ validationId: 600, authorityLabel: 'Chef de service – Accueil de jour' }),
        ],
      }),
    );
    expect(screen.getAllByText(/^(Direction|Chef de service) – /).map((t) => t.textContent)).toEqual([
      'Chef de service – Accueil de jour',
      'Chef de service – Internat',
      'Direction – Foyer Les Tilleuls',
    ]);
    const direction = screen.getByRole('listitem', { name: 'Direction – Foyer Les Tilleuls' });
    expect(within(direction).getByText('Étape 2, après les validations ci-dessus')).toBeTruthy();
    const chef = within(direction).getByRole('listitem', { name: 'Chef de service – Internat' });
    expect(within(chef).getByText('Étape 1')).toBeTruthy();
  });

  it('accepts a validation, then refreshes requests, employees and plannings', async () => {
    const demande = aDecider();
    const { fetch, user, invalidees } = afficher(demande, (_, init) =>
      init?.method === 'PUT' ? jsonResponse(demande) : undefined,
    );
    expect(screen.getAllByRole('button', { name: 'Accepter' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(invalidees()).toContainEqual(planningKeys.all));
    expect(String(appel(fetch, 'PUT')?.[0])).toBe('/api/demande/40/validation/500/valider');
    expect(invalidees()).toEqual(expect.arrayContaining([demandeKeys.all, employeKeys.all]));
  });

  it('refuses a validation with its reason, posted first, then refreshes the requests only', async () => {
    const demande = aDecider();
    const { fetch, user, invalidees } = afficher(demande, (_, init) =>
      init?.method === 'PUT' || init?.method === 'POST' ? jsonResponse(demande) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const champ = screen.getByRole('textbox', { name: 'Commentaire de la décision' });
    expect(screen.getByText('Écrivez pourquoi vous refusez')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(champ));
    expect(appel(fetch, 'PUT')).toBeUndefined();
    await user.type(champ, 'Service en sous-effectif');
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(invalidees()).toContainEqual(demandeKeys.all));
    const methodes = fetch.mock.calls.map(([, init]) => init?.method).filter((m) => m === 'POST' || m === 'PUT');
    expect(methodes).toEqual(['POST', 'PUT']);
    expect(JSON.parse(String(appel(fetch, 'POST')?.[1]?.body))).toEqual({ commentaire: 'Service en sous-effectif' });
    expect(String(appel(fetch, 'PUT')?.[0])).toBe('/api/demande/40/validation/500/refuser');
    expect(invalidees()).not.toContainEqual(employeKeys.all);
  });

  it("shows the server's message when the request no longer allows the decision (409)", async () => {
    const message = "La demande n'est plus en attente";
    const { user } = afficher(aDecider(), (_, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ statusCode: 409, error: 'Conflict', code: 'CONFLICT', message }, 409)
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('cancels the request after confirmation', async () => {
    const demande = demandeFixture();
    const { fetch, user, invalidees } = afficher(demande, (_, init) =>
      init?.method === 'DELETE' ? jsonResponse(demandeFixture({ statutId: 4 })) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Annuler la demande' }));
    const dialogue = await screen.findByRole('dialog', { name: 'Annuler la demande' });
    expect(appel(fetch, 'DELETE')).toBeUndefined();
    await user.click(within(dialogue).getByRole('button', { name: 'Annuler la demande' }));
    await waitFor(() => expect(invalidees()).toContainEqual(demandeKeys.all));
    expect(String(appel(fetch, 'DELETE')?.[0])).toBe('/api/demande/40');
  });

  it('offers no cancel, decision or comment box without the abilities', () => {
    afficher(demandeFixture({ abilities: { annuler: false, commenter: false, voirImpact: false } }));
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Ajouter un commentaire' })).toBeNull();
  });

  it('lists comments, a deleted one marked, and deletes one’s own', async () => {
    const demande = demandeFixture({
      commentaires: [
        commentaireFixture({ commentaireId: 801, abilities: { supprimer: true } }),
        commentaireFixture({ commentaireId: 802, supprime: true, commentaire: '' }),
      ],
    });
    const { fetch, user } = afficher(demande, (_, init) =>
      init?.method === 'DELETE' ? jsonResponse(demande) : undefined,
    );
    const liste = screen.getByRole('list', { name: 'Commentaires' });
    expect(within(liste).getByText('Je serai joignable par téléphone.')).toBeTruthy();
    expect(within(liste).getByText('Commentaire supprimé')).toBeTruthy();
    expect(within(liste).getAllByRole('button', { name: 'Supprimer le commentaire' })).toHaveLength(1);
    await user.click(within(liste).getByRole('button', { name: 'Supprimer le commentaire' }));
    await waitFor(() => expect(String(appel(fetch, 'DELETE')?.[0])).toBe('/api/demande/40/commentaire/801'));
  });

  it('keeps Send disabled while the comment is empty, then posts it and empties the box', async () => {
    const demande = demandeFixture();
    const { fetch, user } = afficher(demande, (_, init) =>
      init?.method === 'POST' ? jsonResponse(demande, 201) : undefined,
    );
    const envoyer = screen.getByRole('button', { name: 'Envoyer' }) as HTMLButtonElement;
    expect(envoyer.disabled).toBe(true);
    const champ = screen.getByRole('textbox', { name: 'Ajouter un commentaire' });
    await user.type(champ, '   ');
    expect(envoyer.disabled).toBe(true);
    await user.type(champ, 'Vu avec la direction');
    expect(envoyer.disabled).toBe(false);
    await user.click(envoyer);
    await waitFor(() => expect((champ as HTMLTextAreaElement).value).toBe(''));
    const [url, init] = appel(fetch, 'POST')!;
    expect(String(url)).toBe('/api/demande/40/commentaire');
    expect(JSON.parse(String(init?.body))).toEqual({ commentaire: 'Vu avec la direction' });
  });

  it('shows the impact to a validator who may see it', async () => {
    afficher(demandeFixture({ abilities: { annuler: false, commenter: true, voirImpact: true } }));
    const creneaux = await screen.findByRole('list', { name: 'Créneaux qui deviendront à remplacer' });
    expect(within(creneaux).getByText('03/03/2026 · 07:00 – 14:00')).toBeTruthy();
    const absents = screen.getByRole('list', { name: 'Absents des mêmes services' });
    expect(within(absents).getByText('03/03/2026 · Julie Dupont')).toBeTruthy();
    expect(within(absents).getByText('Internat · Maladie')).toBeTruthy();
  });

  it("shows the impact's empty texts", async () => {
    afficher(demandeFixture({ abilities: { annuler: false, commenter: true, voirImpact: true } }), (url) =>
      url.pathname.endsWith('/impact') ? jsonResponse(impactFixture({ creneaux: [], absents: [] })) : undefined,
    );
    expect(await screen.findByText('Aucun créneau à remplacer')).toBeTruthy();
    expect(screen.getByText('Aucun autre absent')).toBeTruthy();
  });
});
