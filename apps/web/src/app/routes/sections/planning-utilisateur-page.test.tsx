import { borneHoraire, type Creneau, type PlanningUtilisateur } from '@roulement/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { monEmployeFixture } from '../../../testing/demande-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { PlanningUtilisateurPage } from './simple-pages';

const creneau = (creneauId: number, abilities: Creneau['abilities']): Creneau => ({
  creneauId,
  creneauTriId: creneauId,
  type: 'CreneauDeTravail',
  serviceId: 3,
  membreId: 31,
  date: '2026-01-05',
  heureDebut: borneHoraire(420 + creneauId * 60),
  heureFin: borneHoraire(840),
  abilities,
});

const planning: PlanningUtilisateur = {
  utilisateurId: 7,
  semaine: { semaine: 2, annee: 2026, numeroSemaine: '02-2026', dateDebut: '2026-01-05', dateFin: '2026-01-11' },
  services: [
    { serviceId: 3, nom: 'Accueil de jour', etablissementId: 14, raisonSociale: 'Maison', membreId: 31, couleur: '' },
  ],
  creneaux: [creneau(0, { demanderRecuperation: true, demanderHeuresSupplementaires: true }), creneau(1, {})],
  joursDeRepos: [],
  indisponibilites: [],
  conges: [],
  joursFeries: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('Mon planning: the owner’s requests from a slot (spec doc 2 §6)', { timeout: 60_000 }, () => {
  it('opens a slot allowing requests on its menu, and the recovery dialog prefilled with the slot', async () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
    mockFetch((url) => {
      if (url.pathname === '/api/creneau/utilisateur/7') return jsonResponse(planning);
      if (url.pathname === '/api/employe/utilisateur/7') return jsonResponse([monEmployeFixture()]);
      return undefined;
    });
    renderWithProviders(<PlanningUtilisateurPage />, { route: '/planning?semaine=02-2026' });
    const user = userEvent.setup();
    const [demandable, autre] = await screen.findAllByTestId('creneau');
    expect(within(autre!).queryByRole('button')).toBeNull();
    await user.click(within(demandable!).getByRole('button'));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Demander des heures supplémentaires',
      'Demander une récupération',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Demander une récupération' }));
    // The dialogs load on the first request (decision 100): the import may take a while under test.
    const dialog = await screen.findByRole('dialog', { name: 'Demande de récupération' }, { timeout: 10_000 });
    expect((await within(dialog).findByRole('combobox', { name: /^Service/ })).textContent).toContain(
      'Accueil de jour',
    );
    expect(
      within(dialog)
        .getByRole('combobox', { name: /^Début/ })
        .getAttribute('value'),
    ).toBe('07:00');
    expect(within(dialog).getByRole('combobox', { name: /^Fin/ }).getAttribute('value')).toBe('14:00');
    const jour = (nom: string) => dialog.querySelector<HTMLInputElement>(`input[name="${nom}"]`)?.value;
    expect([jour('dateDebut'), jour('dateFin')]).toEqual(['05/01/2026', '05/01/2026']);
  });
});
