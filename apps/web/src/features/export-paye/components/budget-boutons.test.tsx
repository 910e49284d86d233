import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { BudgetDimancheBouton } from './budget-dimanche-bouton';
import { BudgetFeriesBouton } from './budget-feries-bouton';

const csv = (pathname: string) => (url: URL) =>
  url.pathname === pathname
    ? new Response('\uFEFFÉtablissement;Identifiant', { headers: { 'Content-Type': 'text/csv' } })
    : undefined;

function setup(ui: React.ReactElement, chemin: string) {
  const fetch = mockFetch(csv(chemin));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderWithProviders(ui);
  return { fetch, clic, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const urls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x'));

describe('Budget buttons of the association (spec §2.2, §5)', { timeout: 20_000 }, () => {
  // Wednesday 4 March 2026: the Sundays of the month are the 1st, 8th, 15th, 22nd and 29th.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 4, 10));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("'Budget Fériés' downloads next year's file", async () => {
    const { fetch, clic, user } = setup(
      <BudgetFeriesBouton associationId={2} />,
      '/api/etablissement/association/2/budget_heures_supp_jour_ferie_annuel.csv',
    );
    await user.click(screen.getByRole('button', { name: 'Budget Fériés' }));
    await waitFor(() => expect(clic).toHaveBeenCalledTimes(1));
    expect(urls(fetch).at(-1)!.searchParams.get('_annee')).toBe('2027');
  });

  it("'Budget Fériés' shows the server's refusal", async () => {
    const { user } = setup(<BudgetFeriesBouton associationId={2} />, '/nulle-part');
    await user.click(screen.getByRole('button', { name: 'Budget Fériés' }));
    expect(await screen.findByText('Ressource introuvable')).toBeTruthy();
  });

  it("'Budget Dimanche' offers Sundays only, weeks from Monday, and downloads the one picked", async () => {
    const { fetch, clic, user } = setup(
      <BudgetDimancheBouton associationId={2} />,
      '/api/etablissement/association/2/budget_dimanche.csv',
    );
    await user.click(screen.getByRole('button', { name: 'Budget Dimanche' }));
    const dialog = screen.getByRole('dialog', { name: 'Budget Dimanche' });
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));
    expect(await within(dialog).findByText('Information obligatoire')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /^Choisir la date/ }));
    const jours = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(jours[0]?.toLowerCase()).toMatch(/^l/);
    const choisissables = screen
      .getAllByRole('gridcell')
      .filter((c) => c instanceof HTMLButtonElement && !c.disabled)
      .map((c) => c.textContent);
    expect(choisissables).toEqual(['1', '8', '15', '22', '29']);
    await user.click(screen.getByRole('gridcell', { name: '8' }));
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(clic).toHaveBeenCalledTimes(1));
    expect(urls(fetch).at(-1)!.searchParams.get('date')).toBe('2026-03-08');
  });
});
