import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { CodesExportPaye } from './codes-export-paye-form';

const CODES = [
  { colonne: 'NOM', code: 'Nom', libelle: 'Nom', parDefaut: true },
  { colonne: 'HEURES_NUIT', code: 'HNUIT', libelle: 'Heures de nuit (21h-6h)', parDefaut: false },
];

describe('Codes of the payroll export (decision 058)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each column under its meaning, requires a code, and sends them all', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/etablissement/association/2/codes-export-paye'
        ? jsonResponse(init?.method === 'PUT' ? CODES.map((c) => ({ ...c, code: 'X' })) : CODES)
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<CodesExportPaye associationId={2} />);
    const form = await screen.findByRole('form', { name: "Codes de l'export de paye" });
    const nuit = within(form).getByRole('textbox', { name: 'Heures de nuit (21h-6h)' });
    expect((nuit as HTMLInputElement).value).toBe('HNUIT');
    await user.clear(nuit);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Code obligatoire')).toBeTruthy();
    await user.type(nuit, 'NUIT');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Codes enregistrés')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      codes: [
        { colonne: 'NOM', code: 'Nom' },
        { colonne: 'HEURES_NUIT', code: 'NUIT' },
      ],
    });
  });
});
