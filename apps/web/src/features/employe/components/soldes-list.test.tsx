import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { employeFixture } from '../../../testing/employe-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SoldesList } from './soldes-list';

const ligne = (nom: RegExp) => screen.getByRole('button', { name: nom });

describe('SoldesList (spec §2.11 balances)', () => {
  it('shows one row per type with a balance in days, Autres congés and Récupérations in hours', () => {
    renderWithProviders(<SoldesList employe={employeFixture()} onSelect={() => undefined} />);
    expect(within(ligne(/^Congés payés/)).getByText('12,5 j')).toBeTruthy();
    expect(within(ligne(/^Congés payés/)).getByText('Solde futur : 7,5 j')).toBeTruthy();
    expect(within(ligne(/^Congés trimestriels/)).getByText('-1 j')).toBeTruthy();
    expect(within(ligne(/^Autres congés/)).getByText('3 j')).toBeTruthy();
    const recup = ligne(/^Récupérations/);
    expect(within(recup).getByText('À date : 5,50 h · Total : 7,50 h')).toBeTruthy();
    expect(screen.queryByText('Heures travaillées')).toBeNull();
  });

  it('adds the hours worked for a non-permanent contract, as a row that opens nothing', () => {
    renderWithProviders(
      <SoldesList
        employe={employeFixture({ heuresDeTravail: { aDate: 6030, prevues: 9000 } })}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByText('À date : 100,50 h · Prévues : 150,00 h')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Heures travaillées/ })).toBeNull();
  });

  it('answers the type id of the chosen row: the type, 0 for other leave, -1 for recovery', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SoldesList employe={employeFixture()} onSelect={onSelect} />);
    await user.click(ligne(/^Congés trimestriels/));
    await user.click(ligne(/^Autres congés/));
    await user.click(ligne(/^Récupérations/));
    expect(onSelect.mock.calls).toEqual([[2], [0], [-1]]);
  });

  it('leaves out types without a balance', () => {
    const employe = employeFixture();
    const sansSolde = {
      ...employe.congesSoldes[0]!,
      congesType: { ...employe.congesSoldes[0]!.congesType, avecSolde: false },
    };
    renderWithProviders(<SoldesList employe={{ ...employe, congesSoldes: [sansSolde] }} />);
    expect(screen.queryByText('Congés payés')).toBeNull();
    expect(screen.getByText('Autres congés')).toBeTruthy();
  });
});
