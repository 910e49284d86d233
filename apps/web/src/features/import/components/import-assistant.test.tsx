import { type ImportRapport, LIBELLES_SORTES_IMPORT, SORTES_IMPORT } from '@roulement/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { XhrParFetch } from '../../../testing/xhr-par-fetch';
import { ImportAssistant } from './import-assistant';

const rapport = (surcharge: Partial<ImportRapport> = {}): ImportRapport => ({
  applique: false,
  colonnes: [
    { entete: 'Nom de famille', colonne: 'Nom' },
    { entete: 'Code', colonne: null },
  ],
  lignes: [
    { ligne: 2, action: 'CREATION', matricule: 'M1', libelle: 'Claire Martin', etablissement: 'Foyer' },
    { ligne: 3, action: 'ERREUR', matricule: 'M2', libelle: 'Luc Petit', etablissement: 'Foyer' },
  ],
  erreurs: [{ ligne: 3, colonne: 'Date de naissance', message: "La date 31/02/2026 n'existe pas" }],
  nouveauxComptes: [],
  compteurs: { creations: 1, modifications: 0, inchanges: 0, erreurs: 1 },
  ...surcharge,
});

const fichier = new File(['Nom;Code\r\nMartin;1'], 'employes.csv', { type: 'text/csv' });

describe('Import wizard (issue 26)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', XhrParFetch));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('previews the file, shows each error under its line, and refuses to import while errors remain', async () => {
    const fetch = mockFetch((url) => (url.pathname.endsWith('/apercu') ? jsonResponse(rapport()) : undefined));
    renderWithProviders(<ImportAssistant />);
    await userEvent.setup().upload(screen.getByLabelText('Fichier à importer'), fichier);
    expect(await screen.findByText("Date de naissance : La date 31/02/2026 n'existe pas")).toBeTruthy();
    expect(screen.getByText(/1 création, 1 erreur/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importer' }).hasAttribute('disabled')).toBe(true);
    expect(fetch.mock.calls.every(([url]) => !String(url).includes('/appliquer'))).toBe(true);
  });

  it('imports after a clean preview and says it is done', async () => {
    const propre = rapport({
      lignes: rapport().lignes.slice(0, 1),
      erreurs: [],
      compteurs: { creations: 1, modifications: 0, inchanges: 0, erreurs: 0 },
    });
    mockFetch((url) =>
      url.pathname.endsWith('/apercu')
        ? jsonResponse(propre)
        : url.pathname.endsWith('/appliquer')
          ? jsonResponse({ ...propre, applique: true })
          : undefined,
    );
    renderWithProviders(<ImportAssistant />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Fichier à importer'), fichier);
    await user.click(await screen.findByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(screen.getByText(/Les lignes sont enregistrées/)).toBeTruthy());
    // No invitation is sent unless asked, and there is nobody new to invite here.
    expect(screen.queryByRole('button', { name: 'Envoyer les invitations' })).toBeNull();
  });

  it('sends the invitations of the new accounts only when asked', async () => {
    const propre = rapport({
      lignes: [],
      erreurs: [],
      compteurs: { creations: 2, modifications: 0, inchanges: 0, erreurs: 0 },
    });
    const fetch = mockFetch((url) =>
      url.pathname.endsWith('/apercu')
        ? jsonResponse(propre)
        : url.pathname.endsWith('/appliquer')
          ? jsonResponse({ ...propre, applique: true, nouveauxComptes: [7, 8] })
          : url.pathname.endsWith('/invitations')
            ? jsonResponse({ envoyees: 2 })
            : undefined,
    );
    renderWithProviders(<ImportAssistant />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Fichier à importer'), fichier);
    await user.click(await screen.findByRole('button', { name: 'Importer' }));
    const inviter = await screen.findByRole('button', { name: 'Envoyer les invitations' });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/invitations'))).toBe(false);
    await user.click(inviter);
    expect(await screen.findByText('2 invitations envoyées.')).toBeTruthy();
    const envoi = fetch.mock.calls.find(([url]) => String(url).includes('/invitations'));
    expect(JSON.parse(String(envoi?.[1]?.body))).toEqual({ utilisateurIds: [7, 8] });
  });

  it('downloads the employees in the template shape with « Exporter »', async () => {
    const fetch = mockFetch((url) => (url.pathname.endsWith('/export') ? new Response('Civilité;Nom') : undefined));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<ImportAssistant />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(clic).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/import/employes/export?format=csv');
  });

  it('offers every kind of import and sends the file to the chosen kind', async () => {
    const fetch = mockFetch((url) => (url.pathname.endsWith('/apercu') ? jsonResponse(rapport()) : undefined));
    renderWithProviders(<ImportAssistant />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Que voulez-vous importer ?' }));
    for (const sorte of SORTES_IMPORT) {
      expect(screen.getByRole('option', { name: LIBELLES_SORTES_IMPORT[sorte] })).toBeTruthy();
    }
    await user.click(screen.getByRole('option', { name: LIBELLES_SORTES_IMPORT.employes }));
    await user.upload(screen.getByLabelText('Fichier à importer'), fichier);
    await screen.findByText(/1 création, 1 erreur/);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/import/employes/apercu');
  });

  it("shows the server's French refusal of a file", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'BAD_REQUEST',
          message: "Ligne 2, colonne 2 : une formule n'est pas acceptée",
        },
        400,
      ),
    );
    renderWithProviders(<ImportAssistant />);
    await userEvent.setup().upload(screen.getByLabelText('Fichier à importer'), fichier);
    expect(await screen.findByText("Ligne 2, colonne 2 : une formule n'est pas acceptée")).toBeTruthy();
  });
});
