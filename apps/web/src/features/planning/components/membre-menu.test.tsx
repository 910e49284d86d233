import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { login, logout } from '../../../lib/auth';
import { sessionFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { membreFixture } from '../../../testing/service-fixtures';
import { MembreMenu, type MembreMenuAbilities, membreMenuUtile } from './membre-menu';

const alice = membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Martin' });
const CHEF: MembreMenuAbilities = { modifierPlanning: true, poserConges: true, voirFicheEmploye: false };
const ADMINISTRATEUR: MembreMenuAbilities = { modifierPlanning: true, poserConges: true, voirFicheEmploye: true };
const SALARIE: MembreMenuAbilities = { modifierPlanning: false, poserConges: false, voirFicheEmploye: false };

function ouvrir(abilities: MembreMenuAbilities, membre = alice) {
  const ancre = document.createElement('div');
  document.body.append(ancre);
  renderWithProviders(
    <MembreMenu
      serviceId={1}
      abilities={abilities}
      cible={{ membre, ancre, date: '2026-11-16' }}
      onClose={() => undefined}
      onSaved={() => undefined}
      CongesMembre={() => null}
    />,
  );
}

const entrees = () => screen.getAllByRole('menuitem').map((e) => e.textContent);

describe('member menu (spec §2.7, §6)', { timeout: 20_000 }, () => {
  afterEach(() => logout());

  it('gives the head leave, extra hours and training hours', () => {
    ouvrir(CHEF);
    expect(screen.getByText('Alice Martin')).toBeTruthy();
    expect(entrees()).toEqual(['Poser des congés', 'Heures supplémentaires', 'Heures de formation']);
  });

  it('lets a head or an administrator request their own leave rather than pose it (issue 11 §9)', () => {
    const moi = membreFixture({ membreId: 2, prenom: 'Charlotte', nom: 'Chef' });
    login({ ...sessionFixture(['ROLE_UTILISATEUR']), utilisateurId: moi.employe.utilisateur.utilisateurId });
    ouvrir(CHEF, moi);
    expect(entrees()).toEqual(['Heures supplémentaires', 'Heures de formation']);
    ouvrir(ADMINISTRATEUR, moi);
    expect(screen.queryAllByRole('menuitem', { name: 'Poser des congés' })).toHaveLength(0);
  });

  it('adds leave and the employee record for the establishment administrator', () => {
    ouvrir(ADMINISTRATEUR);
    expect(entrees()).toEqual(['Poser des congés', 'Heures supplémentaires', 'Heures de formation', 'Fiche employé']);
    expect(screen.getByRole('menuitem', { name: 'Fiche employé' }).getAttribute('href')).toBe('/employes/101');
  });

  it('is no menu at all for an employee', () => {
    expect(membreMenuUtile(SALARIE)).toBe(false);
    expect(membreMenuUtile(CHEF)).toBe(true);
  });

  it('opens the training dialog for that member and that day', async () => {
    ouvrir(CHEF);
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Heures de formation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter des heures de formation' });
    expect(dialog.textContent).toContain('Alice Martin');
    expect(screen.getByRole('group', { name: /^Date/ }).textContent).toMatch(/16.*11.*2026/);
  });
});
