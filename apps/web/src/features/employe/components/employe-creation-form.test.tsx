import type { ServiceResume, Utilisateur } from '@roulement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { employeResumeFixture } from '../../../testing/employe-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { EmployeCreationForm } from './employe-creation-form';

const EXISTANT: Utilisateur = {
  utilisateurId: 7,
  username: 'salarie@demo.test',
  roles: [],
  genre: 'Mr',
  nom: 'Salarié',
  prenom: 'Samuel',
  email: 'salarie@demo.test',
  dateDeNaissance: null,
  telephonePro: null,
  hasAvatar: false,
  nomComplet: 'Samuel Salarié',
};

const CUISINE: ServiceResume = {
  serviceId: 3,
  nom: 'Cuisine',
  chefDeService: null,
  etablissement: {
    etablissementId: 14,
    raisonSociale: 'Maison',
    siegeSocialId: 1,
    granulariteMinutes: 15,
    aideIndividuelleMensuelle: true,
  },
  dateFermeture: null,
};

const erreurServeur = (statusCode: number, message: string, fieldErrors?: Record<string, string>) =>
  jsonResponse({ statusCode, error: 'Erreur', code: 'BAD_REQUEST', message, fieldErrors }, statusCode);

function setup({
  emailInitial = '',
  employes = [employeResumeFixture({ employeId: 5 })],
  recherche = (email: string | null) => (email === EXISTANT.email ? jsonResponse(EXISTANT) : undefined),
  creation = () => jsonResponse({ employeId: 42 }, 201),
} = {}) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/utilisateur/email') return recherche(url.searchParams.get('_search'));
    if (url.pathname === '/api/employe' && init?.method === 'POST') return creation();
    return undefined;
  });
  const props = { onCreated: vi.fn(), onExisting: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(
    <EmployeCreationForm
      etablissementId={14}
      emailInitial={emailInitial}
      employes={employes}
      services={[CUISINE]}
      {...props}
    />,
  );
  return { fetch, ...props, user: userEvent.setup() };
}

const email = () => screen.getByRole('textbox', { name: /Adresse e-mail/ });
const rechercher = () => screen.getByRole('button', { name: 'Rechercher' }) as HTMLButtonElement;

describe('EmployeCreationForm (spec §2.11 / §5 employee creation)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enables the search only for a well-formed e-mail, and shows the employee part only after it', async () => {
    const { user } = setup();
    expect(rechercher().disabled).toBe(true);
    await user.type(email(), 'nouvelle@');
    expect(rechercher().disabled).toBe(true);
    await user.type(email(), 'e2e.test');
    expect(rechercher().disabled).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Employé' })).toBeNull();
  });

  it('treats a user not found (404) as a new user with editable names, with the spec messages', async () => {
    const { user, fetch, onCreated } = setup();
    await user.type(email(), 'nouvelle@e2e.test');
    await user.click(rechercher());
    expect(await screen.findByText(/un nouvel utilisateur sera créé/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Services' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Le nom est requis')).toBeTruthy();
    expect(screen.getByText('Le prenom est requis')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Nouvelle');
    await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Recrue');
    const recup = screen.getByRole('textbox', { name: /Solde de récupération initial/ });
    await user.clear(recup);
    await user.type(recup, '1,5');
    await user.click(screen.getByRole('checkbox', { name: 'Cuisine' }));
    const heures = screen.getByRole('textbox', { name: /Heures hebdomadaires \(Cuisine\)/ });
    await user.clear(heures);
    await user.type(heures, 'dix');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Entrer une valeur numérique')).toBeTruthy();
    await user.clear(heures);
    await user.type(heures, '10');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(42));
    const init = fetch.mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      etablissementId: 14,
      utilisateur: { utilisateurId: 0, email: 'nouvelle@e2e.test', nom: 'Nouvelle', prenom: 'Recrue' },
      soldeRecupInitial: 90,
      createMembreCommands: [{ serviceId: 3, heuresHebdo: 10 }],
    });
  });

  it('searches a prefilled e-mail at once and opens the employee when the user already is one here', async () => {
    const { onExisting } = setup({
      emailInitial: EXISTANT.email,
      employes: [
        employeResumeFixture({
          employeId: 5,
          utilisateur: { ...employeResumeFixture().utilisateur, utilisateurId: 7 },
        }),
      ],
    });
    await waitFor(() => expect(onExisting).toHaveBeenCalledWith(5));
  });

  it('declares an existing user of another establishment from their id and name alone', async () => {
    const { user, fetch, onCreated } = setup({
      employes: [],
      recherche: (e) =>
        e === EXISTANT.email ? jsonResponse({ utilisateurId: 7, nomComplet: 'Samuel Salarié' }) : undefined,
    });
    await user.type(email(), EXISTANT.email);
    await user.click(rechercher());
    expect(await screen.findByText('Utilisateur existant : Samuel Salarié')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Nom/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(42));
    const init = fetch.mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    const corps = JSON.parse(String(init?.body));
    expect(corps.utilisateur).toMatchObject({ utilisateurId: 7, email: EXISTANT.email });
    expect(corps.utilisateur.nom).toBeUndefined();
  });

  it('shows a failed search as an error, not as a new user', async () => {
    const { user } = setup({ recherche: () => erreurServeur(500, 'Une erreur interne est survenue') });
    await user.type(email(), 'nouvelle@e2e.test');
    await user.click(rechercher());
    expect(await screen.findByText('Une erreur interne est survenue')).toBeTruthy();
    expect(screen.queryByText(/un nouvel utilisateur sera créé/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Services' })).toBeNull();
  });

  it("puts the server's field error under its field, and what no field shows in the alert", async () => {
    const message = "L'adresse e-mail ne correspond pas à l'utilisateur choisi";
    let fieldErrors: Record<string, string> = { 'utilisateur.email': message };
    const { user, onCreated } = setup({ creation: () => erreurServeur(400, 'Requête invalide', fieldErrors) });
    await user.type(email(), 'nouvelle@e2e.test');
    await user.click(rechercher());
    await user.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Nouvelle');
    await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Recrue');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Requête invalide')).toBeNull();
    // A field the form does not show: the envelope's message goes to the alert.
    fieldErrors = { 'createMembreCommands.0.heuresHebdo': 'Trop d’heures' };
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Requête invalide')).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
