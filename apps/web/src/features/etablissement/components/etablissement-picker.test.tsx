import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { etablissementFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { EtablissementPicker } from './etablissement-picker';

describe('EtablissementPicker', () => {
  it('lists the establishments and reports the chosen id', async () => {
    const onChange = vi.fn();
    const siege = etablissementFixture({ etablissementId: 1, raisonSociale: 'Siège', siegeSocialId: null });
    const foyer = etablissementFixture();
    renderWithProviders(<EtablissementPicker etablissements={[siege, foyer]} value={siege} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Établissement sélectionné' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Siège', 'Foyer des Tilleuls']);
    await user.click(options[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(6);
  });
});
