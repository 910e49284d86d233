import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ExportPayeServiceBouton } from './export-paye-service-bouton';
import { ExportPayeTab } from './export-paye-tab';

async function saisir(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  libelle: string,
  jjmmaaaa: string,
) {
  const groupe = within(dialog).getByRole('group', { name: new RegExp(`^${libelle}`) });
  await user.click(within(groupe).getByRole('spinbutton', { name: 'Jour' }));
  await user.keyboard(jjmmaaaa);
}

function setup(reponse: () => Response) {
  let resoudre: () => void = () => undefined;
  const attente = new Promise<void>((r) => {
    resoudre = r;
  });
  const fetch = mockFetch();
  fetch.mockImplementation(async () => {
    await attente;
    return reponse();
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { fetch, clic, resoudre, user: userEvent.setup() };
}

describe('Payroll export dialog (spec §4, §5)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("requires 'Du' and 'Au', shows 'Calculs en cours', then 'Téléchargement terminé'; closing resets", async () => {
    const { fetch, clic, resoudre, user } = setup(
      () => new Response('\uFEFFIdentifiant', { headers: { 'Content-Type': 'text/csv' } }),
    );
    renderWithProviders(<ExportPayeTab etablissementId={14} />);
    await user.click(screen.getByRole('button', { name: 'Exporter les éléments de paye' }));
    const dialog = screen.getByRole('dialog', { name: 'Export des éléments de paye' });
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    expect(await within(dialog).findAllByText('Information obligatoire')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    await saisir(user, dialog, 'Du', '01022026');
    await saisir(user, dialog, 'Au', '28022026');
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    expect(await within(dialog).findByText('Calculs en cours')).toBeTruthy();
    resoudre();
    expect(await within(dialog).findByText('Téléchargement terminé')).toBeTruthy();
    expect(clic).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/etablissement/14/export_elements_paye.csv');
    expect([url.searchParams.get('_dateDebut'), url.searchParams.get('_dateFin')]).toEqual([
      '2026-02-01',
      '2026-02-28',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Exporter les éléments de paye' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Exporter' })).toBeTruthy();
  });

  it('refuses more than 31 days before calling, and shows a server error back on the form', async () => {
    const { fetch, resoudre, user } = setup(() =>
      jsonResponse(
        {
          statusCode: 403,
          error: 'Forbidden',
          code: 'FORBIDDEN',
          message: "L'export de paye n'est pas activé pour cet établissement",
        },
        403,
      ),
    );
    resoudre();
    renderWithProviders(<ExportPayeServiceBouton serviceId={3} />);
    await user.click(screen.getByRole('button', { name: 'Export Paye' }));
    const dialog = screen.getByRole('dialog');
    await saisir(user, dialog, 'Du', '01012026');
    await saisir(user, dialog, 'Au', '01022026');
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    expect(await within(dialog).findByText('La période ne peut pas dépasser 31 jours')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await saisir(user, dialog, 'Au', '31012026');
    await user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    expect(await within(dialog).findByText("L'export de paye n'est pas activé pour cet établissement")).toBeTruthy();
    expect(new URL(String(fetch.mock.calls[0]![0]), 'http://x').pathname).toBe(
      '/api/service/3/export_elements_paye.csv',
    );
  });
});
