import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { etablissementFixture, sessionFixture } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { abilitiesDe, membreFixture, serviceFixture } from '../../../testing/service-fixtures';
import { serviceTousLesEmployes } from '../utils/service-tous-les-employes';
import { ServiceDetail } from './service-detail';

function afficher(roles: string[], service = serviceFixture({ abilities: abilitiesDe(roles) })) {
  login(sessionFixture(['ROLE_UTILISATEUR', ...roles]));
  mockFetch();
  renderWithProviders(<ServiceDetail service={service} onSaved={vi.fn()} />);
}

const onglets = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const exportPaye = () => screen.queryByRole('button', { name: 'Export Paye' });
const ligne = (nom: string) => screen.getByRole('listitem', { name: nom });

describe('ServiceDetail (spec §2.7 tabs and buttons, §6)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the establishment administrator the administration tab, the planning and a disabled pay export', () => {
    afficher(['ROLE_ADMINISTRATEUR_14']);
    expect(onglets()).toEqual(['Membres', 'Administration']);
    expect((exportPaye() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Planning' }).getAttribute('href')).toBe('/services/3/planning');
    const julie = within(ligne('Julie Dupont'));
    expect(julie.getByRole('link', { name: "Voir l'employé Julie Dupont" }).getAttribute('href')).toBe('/employes/131');
    expect(julie.getByRole('button', { name: 'Modifier Julie Dupont' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter un membre' })).toBeTruthy();
  });

  it('lets the head manage members but not open employee records (those are the administrators’)', () => {
    afficher(['ROLE_CHEF_DE_SERVICE_3', 'ROLE_SALARIE_14']);
    expect(onglets()).toEqual(['Membres', 'Administration']);
    const julie = within(ligne('Julie Dupont'));
    expect(julie.queryByRole('link', { name: /Voir l'employé/ })).toBeNull();
    expect(julie.getByRole('button', { name: 'Remplacer Julie Dupont' })).toBeTruthy();
    expect(julie.getByRole('button', { name: 'Retirer du service Julie Dupont' })).toBeTruthy();
  });

  it("adds the 'Aide Indiv. Mensuelle' tab for the head when the page draws it, opened first on request", () => {
    const roles = ['ROLE_CHEF_DE_SERVICE_3', 'ROLE_SALARIE_14'];
    login(sessionFixture(['ROLE_UTILISATEUR', ...roles]));
    mockFetch();
    renderWithProviders(
      <ServiceDetail
        service={serviceFixture({ abilities: abilitiesDe(roles) })}
        onSaved={vi.fn()}
        modeleAim={() => <p>Modèle du service</p>}
        ongletInitial="Aide Indiv. Mensuelle"
      />,
    );
    expect(onglets()).toEqual(['Membres', 'Administration', 'Aide Indiv. Mensuelle']);
    expect(screen.getByRole('tab', { name: 'Aide Indiv. Mensuelle', selected: true })).toBeTruthy();
    expect(screen.getByText('Modèle du service')).toBeTruthy();
  });

  it("hides the 'Aide Indiv. Mensuelle' tab from an employee", () => {
    login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_SALARIE_14']));
    mockFetch();
    renderWithProviders(
      <ServiceDetail
        service={serviceFixture({ abilities: abilitiesDe(['ROLE_SALARIE_14']) })}
        onSaved={vi.fn()}
        modeleAim={() => <p>Modèle du service</p>}
      />,
    );
    expect(onglets()).toEqual(['Membres']);
  });

  it('shows an employee the members only: no administration, no pay export, no action', () => {
    afficher(['ROLE_SALARIE_14']);
    expect(onglets()).toEqual(['Membres']);
    expect(exportPaye()).toBeNull();
    expect(screen.getByRole('link', { name: 'Planning' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter un membre' })).toBeNull();
    expect(within(ligne('Julie Dupont')).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the pay export to the accountant, without the administration tab', () => {
    afficher(['ROLE_COMPTABLE_14']);
    expect(onglets()).toEqual(['Membres']);
    expect(exportPaye()).not.toBeNull();
  });

  it('groups Titulaires and Remplacants with weekly hours, a heading only for a non-empty group', () => {
    afficher(['ROLE_SALARIE_14']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Titulaires',
      'Remplacants',
    ]);
    expect(within(ligne('Karim Thomas')).getByText('17,50 h par semaine')).toBeTruthy();
  });

  it('leaves out the heading of an empty group', () => {
    afficher(
      ['ROLE_SALARIE_14'],
      serviceFixture({ abilities: abilitiesDe(['ROLE_SALARIE_14']), membres: [membreFixture()] }),
    );
    expect(screen.getByRole('heading', { name: 'Titulaires' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Remplacants' })).toBeNull();
  });

  it('shows service 0 with the members tab only, without headings, hours nor buttons', () => {
    const roles = ['ROLE_ADMINISTRATEUR_14'];
    const membres = [
      membreFixture(),
      membreFixture({ membreId: 32, prenom: 'Karim', nom: 'Thomas', titulaire: false }),
    ];
    afficher(roles, serviceTousLesEmployes(etablissementFixture({ etablissementId: 14 }), membres));
    expect(onglets()).toEqual(['Membres']);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.queryByText(/par semaine/)).toBeNull();
    expect(exportPaye()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Planning' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Modifier/ })).toBeNull();
  });

  it("shows the leave table's tab to everyone who sees the service, but not for service 0 (spec §2.7)", async () => {
    const roles = ['ROLE_SALARIE_14'];
    login(sessionFixture(['ROLE_UTILISATEUR', ...roles]));
    mockFetch();
    const tableau = (service: { serviceId: number }) => <p>Congés du service {service.serviceId}</p>;
    const { unmount } = renderWithProviders(
      <ServiceDetail
        service={serviceFixture({ abilities: abilitiesDe(roles) })}
        onSaved={vi.fn()}
        tableauDesConges={tableau}
      />,
    );
    expect(onglets()).toEqual(['Membres', 'Tableau des congés']);
    screen.getByRole('tab', { name: 'Tableau des congés' }).click();
    expect(await screen.findByText('Congés du service 3')).toBeTruthy();
    unmount();
    renderWithProviders(
      <ServiceDetail
        service={serviceTousLesEmployes(etablissementFixture({ etablissementId: 14 }), [membreFixture()])}
        onSaved={vi.fn()}
        tableauDesConges={tableau}
      />,
    );
    expect(onglets()).toEqual(['Membres']);
  });
});
