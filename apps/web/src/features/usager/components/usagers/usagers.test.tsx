import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { usagerFixture, usagerResumeFixture } from '../../../../testing/usager-fixtures';
import { UsagerDetail } from './usager-detail';
import { UsagersList } from './usagers-list';

describe('UsagersList (spec 3 §2 resident list)', { timeout: 20_000 }, () => {
  const usagers = [
    usagerResumeFixture(),
    usagerResumeFixture({
      usagerId: 31,
      etatCivil: { nom: 'Martin', prenom: 'Zoé', nomComplet: 'Zoé Martin' },
      status: 'A venir',
    }),
  ];

  it("searches by last then first name, case-insensitively, in the 'Usagers' group, and filters 'A venir'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UsagersList usagers={usagers} />);
    const liste = screen.getByRole('list', { name: 'Usagers' });
    expect(within(liste).getByText('Usagers')).toBeTruthy();
    expect(within(liste).getAllByRole('link')).toHaveLength(2);
    await user.type(screen.getByLabelText('Rechercher un usager'), 'MARTIN z');
    expect(
      within(screen.getByRole('list', { name: 'Usagers' }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Martin ZoéA venir']);
    await user.clear(screen.getByLabelText('Rechercher un usager'));
    await user.click(screen.getByLabelText('A venir'));
    expect(screen.getByRole('link', { name: /Martin Zoé/ }).getAttribute('href')).toBe('/usagers/31');
    expect(screen.queryByRole('link', { name: /Durand/ })).toBeNull();
  });
});

describe('UsagerDetail (spec 3 §2 resident detail)', () => {
  it('shows the avatar, the name, the finances link and the current stay', () => {
    renderWithProviders(<UsagerDetail usager={usagerFixture()} />);
    expect(screen.getByLabelText('Avatar Mr')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Léo Durand' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Finances usager' }).getAttribute('href')).toBe(
      '/usagers/30/finances-usager',
    );
    expect(screen.getByText("Service d'accueil actuel : Foyer Les Tilleuls")).toBeTruthy();
    expect(screen.getByText('Depuis le 05/01/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Voir l'historique d'accueil" }).getAttribute('href')).toBe(
      '/usagers/30/historique-accueils-usager',
    );
  });

  it('says when the resident has no stay', () => {
    renderWithProviders(<UsagerDetail usager={usagerFixture({ accueilActuel: null, genre: 'F' })} />);
    expect(screen.getByText('Aucun accueil trouvé pour cet usager.')).toBeTruthy();
    expect(screen.getByLabelText('Avatar')).toBeTruthy();
  });
});
