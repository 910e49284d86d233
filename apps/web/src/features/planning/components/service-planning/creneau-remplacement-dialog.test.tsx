import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { creneauFixture } from '../../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { membreFixture } from '../../../../testing/service-fixtures';
import { RemplacementDialog } from './creneau-remplacement-dialog';

const membres = [
  membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Martin' }),
  membreFixture({ membreId: 2, prenom: 'Bruno', nom: 'Petit' }),
  membreFixture({ membreId: 3, prenom: 'Chloé', nom: 'Lefèvre', titulaire: false }),
  // Left the service before the slot: cannot replace.
  membreFixture({ membreId: 4, prenom: 'Denis', nom: 'Roux', dateFin: '2026-11-01' }),
];
const creneau = creneauFixture(5, 1, '2026-11-16', 420, 840);

function ouvrir() {
  const onSaved = vi.fn();
  renderWithProviders(
    <RemplacementDialog
      serviceId={1}
      creneau={creneau}
      membres={membres}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Remplacer' }), onSaved };
}

afterEach(() => vi.unstubAllGlobals());

describe('replacement form (spec §5)', { timeout: 20_000 }, () => {
  it("offers the other members under 'Éducateur*', Titulaires then Vacataires", async () => {
    const { dialog } = ouvrir();
    await userEvent.setup().click(within(dialog).getByRole('combobox', { name: 'Éducateur*' }));
    const liste = screen.getByRole('listbox');
    expect([...liste.children].map((e) => e.textContent)).toEqual([
      'Titulaires',
      'Bruno Petit',
      'Vacataires',
      'Chloé Lefèvre',
    ]);
  });

  it('shows the date, not editable, and the slot’s times', () => {
    const { dialog } = ouvrir();
    const date = within(dialog).getByRole('textbox', { name: /^Date/ }) as HTMLInputElement;
    expect(date.value).toBe('Lundi 16 novembre 2026');
    expect(date.disabled).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: /^Début/ }) as HTMLInputElement).value).toBe('07:00');
    expect((within(dialog).getByRole('combobox', { name: /^Fin/ }) as HTMLInputElement).value).toBe('14:00');
  });

  it("requires the member ('*information obligatoire') and keeps the times inside the slot", async () => {
    const fetch = mockFetch();
    const { dialog } = ouvrir();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    expect(await within(dialog).findByText('*information obligatoire')).toBeTruthy();
    const fin = within(dialog).getByRole('combobox', { name: /^Fin/ });
    await user.clear(fin);
    await user.type(fin, '1500');
    await user.tab();
    expect(within(dialog).getByText("Cette borne horaire n'est pas valide")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the replacing member and the times, and hands on the slot created (decision 094)', async () => {
    const cree = creneauFixture(8, 3, '2026-11-16', 600, 840, { type: 'CreneauDeRemplacement', remplace: 5 });
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/creneau/5/remplacer' && init?.method === 'POST'
        ? jsonResponse([creneau, cree])
        : undefined,
    );
    const { dialog, onSaved } = ouvrir();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: 'Éducateur*' }));
    await user.click(screen.getByRole('option', { name: 'Chloé Lefèvre' }));
    const debut = within(dialog).getByRole('combobox', { name: /^Début/ });
    await user.clear(debut);
    await user.type(debut, '1000');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Remplacement enregistré', cree));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      remplaceId: 5,
      remplacant: 3,
      heureDebut: 600,
      heureFin: 840,
    });
  });
});
