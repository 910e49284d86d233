import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { CONGES_TYPES, creditFixture, employeFixture } from '../../../testing/employe-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { CreditCongesDialog, type CreditCongesDialogProps } from './conges-credit-dialog';

const EMPLOYES = [
  { employeId: 5, nomComplet: 'Samuel Salarié' },
  { employeId: 6, nomComplet: 'Rachel Ressources' },
];

function setup(props: Partial<CreditCongesDialogProps> = {}) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/conges/types') return jsonResponse(CONGES_TYPES);
    if (url.pathname.startsWith('/api/conges/credit') && init?.method !== 'GET')
      return jsonResponse(employeFixture(), 201);
    return undefined;
  });
  const onEmploye = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <CreditCongesDialog
      open
      sens="credit"
      credit={null}
      employeId={5}
      employes={EMPLOYES}
      onEmploye={onEmploye}
      onClose={onClose}
      {...props}
    />,
  );
  return { fetch, onEmploye, onClose, user: userEvent.setup() };
}

const jours = () => screen.getByRole('textbox', { name: /Nombre de jours/ });
const typeField = () => screen.getByRole('combobox', { name: /Type de congé/ });

describe('CreditCongesDialog (spec §5 leave credit / debit)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the days and the type, then wants a number', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Créditer' }));
    expect(await screen.findAllByText('Information obligatoire')).toHaveLength(2);
    await user.type(jours(), 'abc');
    expect(await screen.findByText('Entrez une valeur numérique')).toBeTruthy();
  });

  it('wants a positive value to credit and a negative one to debit', async () => {
    const { user } = setup();
    await user.type(jours(), '-2');
    await user.click(screen.getByRole('button', { name: 'Créditer' }));
    expect(await screen.findByText('Entrez une valeur positive')).toBeTruthy();
  });

  it('wants a negative value in the debit dialog', async () => {
    const { user } = setup({ sens: 'debit' });
    expect(screen.getByRole('heading', { name: 'Débiter des congés' })).toBeTruthy();
    await user.type(jours(), '2');
    await user.click(screen.getByRole('button', { name: 'Débiter' }));
    expect(await screen.findByText('Entrez une valeur négative')).toBeTruthy();
  });

  it('offers only the types with a balance, and sends an exceptional debit', async () => {
    const { user, fetch, onEmploye } = setup({ sens: 'debit' });
    await user.click(typeField());
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Congés payés', 'Congés trimestriels']);
    await user.click(screen.getByRole('option', { name: 'Congés trimestriels' }));
    await user.type(jours(), '-1,5');
    await user.click(screen.getByRole('button', { name: 'Débiter' }));
    await waitFor(() => expect(onEmploye).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(String(url)).toBe('/api/conges/credit');
    expect(JSON.parse(String(init?.body))).toMatchObject({ employeId: 5, type: 2, nbJours: -1.5, exceptionnel: true });
  });

  it('keeps the employee, and a non-exceptional credit keeps its type and dates, when editing', async () => {
    setup({ credit: creditFixture({ exceptionnel: false }) });
    expect(screen.getByRole('heading', { name: 'Modifier un crédit de congés' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Employé/ }).getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(typeField().getAttribute('aria-disabled')).toBe('true'));
    expect((jours() as HTMLInputElement).value).toBe('2,5');
  });
});
