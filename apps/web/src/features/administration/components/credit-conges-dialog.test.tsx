import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { AdministrationMenu } from './administration-menu';

const ANNEE = new Date().getFullYear();

async function ouvrir(entree: string) {
  const user = userEvent.setup();
  renderWithProviders(<AdministrationMenu />);
  await user.click(screen.getByRole('button', { name: 'Administration' }));
  await user.click(screen.getByRole('menuitem', { name: entree }));
  return { user, dialog: screen.getByRole('dialog', { name: entree }) };
}

async function choisir(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, champ: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: champ }));
  await user.click(screen.getByRole('option', { name: option }));
}

const corpsEnvoye = (fetch: ReturnType<typeof mockFetch>, pathname: string) =>
  fetch.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://x').pathname === pathname)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('Créditer les congés annuels / du trimestre (spec §2.3)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('credits the chosen month on confirmation and reports the count', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/conges/credit/congesAnnuels'
        ? jsonResponse({ periode: `${ANNEE}-03`, employesCredites: 40, dejaCredites: 2, totalJours: 99.5 })
        : undefined,
    );
    const { user, dialog } = await ouvrir('Créditer les congés annuels');
    await choisir(user, dialog, 'Mois', 'mars');
    await choisir(user, dialog, 'Année', String(ANNEE));
    expect(within(dialog).getByText(new RegExp(`acquis en mars ${ANNEE}`))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Créditer' }));
    expect(
      await screen.findByText(
        `mars ${ANNEE} : 40 employé(s) crédité(s), 99,5 j au total ; 2 employé(s) déjà crédité(s)`,
      ),
    ).toBeTruthy();
    expect(corpsEnvoye(fetch, '/api/conges/credit/congesAnnuels')).toEqual([{ annee: ANNEE, mois: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the 409 of a missing rule in the dialog', async () => {
    mockFetch((url) =>
      url.pathname === '/api/conges/credit/congesTrimestriels'
        ? jsonResponse(
            {
              statusCode: 409,
              error: 'Conflict',
              code: 'CONFLICT',
              message: 'Aucune règle de congés en vigueur : la règle « congés trimestriels (CCN 66) » manque.',
            },
            409,
          )
        : undefined,
    );
    const { user, dialog } = await ouvrir('Créditer les congés du trimestre');
    await choisir(user, dialog, 'Trimestre', '2e trimestre');
    await user.click(within(dialog).getByRole('button', { name: 'Créditer' }));
    expect(await within(dialog).findByText(/« congés trimestriels \(CCN 66\) » manque/)).toBeTruthy();
  });

  it('sends the chosen quarter', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/conges/credit/congesTrimestriels'
        ? jsonResponse({ periode: `${ANNEE}-T4`, employesCredites: 3, dejaCredites: 0, totalJours: 15 })
        : undefined,
    );
    const { user, dialog } = await ouvrir('Créditer les congés du trimestre');
    await choisir(user, dialog, 'Trimestre', '4e trimestre');
    await user.click(within(dialog).getByRole('button', { name: 'Créditer' }));
    expect(await screen.findByText(`4e trimestre ${ANNEE} : 3 employé(s) crédité(s), 15 j au total`)).toBeTruthy();
    expect(corpsEnvoye(fetch, '/api/conges/credit/congesTrimestriels')).toEqual([{ annee: ANNEE, trimestre: 4 }]);
  });
});
