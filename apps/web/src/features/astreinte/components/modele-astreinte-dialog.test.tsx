import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { employeResumeFixture } from '../../../testing/employe-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ModeleAstreinteDialog } from './modele-astreinte-dialog';

const MODELE = {
  semaines: [
    { ordre: 1, employeId: 1 },
    { ordre: 2, employeId: 2 },
    { ordre: 3, employeId: 1 },
  ],
};

function setup(dues: Record<string, number>) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/astreinte/etablissement/14/duesContractuellement') return jsonResponse(dues);
    if (url.pathname === '/api/employe/etablissement/14')
      return jsonResponse([
        employeResumeFixture({ employeId: 1, nomComplet: 'Daniel Directeur' }),
        employeResumeFixture({ employeId: 2, nomComplet: 'Charlotte Chef' }),
      ]);
    if (url.pathname === '/api/astreinte/etablissement/14/generer') return jsonResponse(MODELE);
    if (url.pathname === '/api/astreinte/etablissement/14' && init?.method === 'POST')
      return jsonResponse({ du: '2026-09-07', au: '2027-12-31', jours: 481 });
    return undefined;
  });
  const onClose = vi.fn();
  const onPublie = vi.fn();
  renderWithProviders(<ModeleAstreinteDialog open etablissementId={14} onClose={onClose} onPublie={onPublie} />);
  return { fetch, onClose, onPublie, user: userEvent.setup() };
}

async function saisirDate(user: ReturnType<typeof userEvent.setup>, label: RegExp, jjmmaaaa: string) {
  const groupe = screen.getByRole('group', { name: label });
  await user.click(within(groupe).getByRole('spinbutton', { name: 'Jour' }));
  await user.keyboard(jjmmaaaa);
}

const corpsDe = (fetch: ReturnType<typeof mockFetch>, suffixe: string) => {
  const appel = fetch.mock.calls.find(([input, init]) => init?.method === 'POST' && String(input).endsWith(suffixe));
  return appel ? JSON.parse(String(appel[1]!.body)) : undefined;
};

describe('ModeleAstreinteDialog (spec §4, §5)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('wants a Monday from 2022-12-26 before moving on', async () => {
    const { user } = setup({});
    const suivant = screen.getByRole('button', { name: 'Suivant' });
    expect(suivant.hasAttribute('disabled')).toBe(true);
    await saisirDate(user, /Date de début du modèle/, '08092026');
    expect(await screen.findByText('La date doit être un lundi')).toBeTruthy();
    expect(suivant.hasAttribute('disabled')).toBe(true);
    await saisirDate(user, /Date de début du modèle/, '19122022');
    expect(await screen.findByText('La date ne peut pas précéder le 26/12/2022')).toBeTruthy();
    await saisirDate(user, /Date de début du modèle/, '07092026');
    await waitFor(() => expect(suivant.hasAttribute('disabled')).toBe(false));
  });

  it('says nobody owes on-call days at the date, and Générer stays disabled', async () => {
    const { user } = setup({});
    await saisirDate(user, /Date de début du modèle/, '07092026');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText("Aucun employé ne doit d'astreinte au 07/09/2026.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Générer' }).hasAttribute('disabled')).toBe(true);
  });

  it('generates from the days due, adjusts a week, then publishes from a start week', async () => {
    const { fetch, user, onClose, onPublie } = setup({ 1: 90, 2: 45 });
    await saisirDate(user, /Date de début du modèle/, '07092026');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const dus = await screen.findByRole('table', { name: 'Jours dus par an' });
    expect(within(dus).getByText('Daniel Directeur')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Générer' }));
    expect(corpsDe(fetch, '/generer')).toEqual({
      etablissementId: 14,
      nbJoursParEmployesParAn: { 1: 90, 2: 45 },
      dateMiseEnApplication: '2026-09-07',
    });
    const semaines = await screen.findByRole('table', { name: 'Semaines du modèle' });
    await user.click(within(semaines).getByRole('combobox', { name: 'Semaine 3' }));
    await user.click(await screen.findByRole('option', { name: 'Charlotte Chef' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('combobox', { name: /Semaine de début du roulement/ }));
    await user.click(await screen.findByRole('option', { name: 'Semaine 2' }));
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(corpsDe(fetch, '/etablissement/14')).toEqual({
      etablissementId: 14,
      modeleAPublier: {
        semaines: [
          { ordre: 1, employeId: 1 },
          { ordre: 2, employeId: 2 },
          { ordre: 3, employeId: 2 },
        ],
      },
      dateMiseEnApplication: '2026-09-07',
      debutCyclePublication: 2,
    });
    expect(onPublie).toHaveBeenCalledWith('Roulement publié du 07/09/2026 au 31/12/2027');
  });

  it("shows each person's average annual on-call days, and follows the adjustment", async () => {
    const { user } = setup({ 1: 90, 2: 45 });
    await saisirDate(user, /Date de début du modèle/, '07092026');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Générer' }));
    const moyennes = await screen.findByRole('table', { name: "Jours d'astreinte annuels moyens" });
    const ligne = (nom: string) =>
      within(moyennes)
        .getByRole('row', { name: new RegExp(nom) })
        .querySelectorAll('td');
    const cellules = (nom: string) => [...ligne(nom)].map((td) => td.textContent);
    // 2 of 3 weeks × 365.25 = 243.5; 1 of 3 = 121.75, shown to one decimal.
    expect(cellules('Daniel Directeur')).toEqual(['Daniel Directeur', '2', '243,5', '90']);
    expect(cellules('Charlotte Chef')).toEqual(['Charlotte Chef', '1', '121,8', '45']);
    const semaines = screen.getByRole('table', { name: 'Semaines du modèle' });
    await user.click(within(semaines).getByRole('combobox', { name: 'Semaine 1' }));
    await user.click(await screen.findByRole('option', { name: 'Charlotte Chef' }));
    await user.click(within(semaines).getByRole('combobox', { name: 'Semaine 3' }));
    await user.click(await screen.findByRole('option', { name: 'Charlotte Chef' }));
    expect(cellules('Daniel Directeur')).toEqual(['Daniel Directeur', '0', '0', '90']);
    expect(cellules('Charlotte Chef')).toEqual(['Charlotte Chef', '3', '365,3', '45']);
  });
});
