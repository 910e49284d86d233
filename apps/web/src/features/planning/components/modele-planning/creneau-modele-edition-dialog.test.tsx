import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../testing/mock-fetch';
import { creneauModeleFixture, modeleFixture } from '../../../../testing/planning-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { membreFixture } from '../../../../testing/service-fixtures';
import { CreneauDialog } from './creneau-modele-edition-dialog';

const OBLIGATOIRE = '*information obligatoire';
const modele = modeleFixture(2);

function setup(props: Partial<ComponentProps<typeof CreneauDialog>> = {}, reponse = jsonResponse(modele)) {
  const fetch = mockFetch((url, init) =>
    url.pathname.startsWith('/api/modelePlanning/7/modeleSemaine/') && init?.method !== 'GET' ? reponse : undefined,
  );
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <CreneauDialog
      modele={modele}
      usage="creer"
      valeurs={{}}
      membres={[
        membreFixture({ membreId: 1, prenom: 'Alice', nom: 'Essai' }),
        membreFixture({ membreId: 3, prenom: 'Chloé', nom: 'Essai' }),
      ]}
      onClose={onClose}
      onSaved={onSaved}
      {...props}
    />,
  );
  return { fetch, onClose, onSaved, user: userEvent.setup() };
}

const heure = (label: 'Début' | 'Fin') => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
const envoi = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.find(([, i]) => i?.method !== undefined);

describe('CreneauDialog (spec §5 template slot form)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the week, the day, the member and both times', async () => {
    const { user, fetch } = setup();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findAllByText(OBLIGATOIRE)).toHaveLength(5);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('bounds the end by the start: an end before the start is refused', async () => {
    const { user, fetch } = setup({ valeurs: { ordreSemaine: 1, jourId: 1, membreId: 1 } });
    await user.type(heure('Début'), '1000');
    await user.tab();
    await user.type(heure('Fin'), '0930');
    await user.tab();
    expect(await screen.findByText("Cette borne horaire n'est pas valide")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(envoi(fetch)).toBeUndefined();
  });

  it('creates the slot prefilled from the grid in its week', async () => {
    const valeurs = { ordreSemaine: 2, jourId: 3, membreId: 1, heureDebut: 480 };
    const { user, fetch, onSaved, onClose } = setup({ valeurs });
    await user.type(heure('Fin'), '1200');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith('Créneau ajouté');
    const [url, init] = envoi(fetch)!;
    expect(String(url)).toBe('/api/modelePlanning/7/modeleSemaine/2/modeleCreneau');
    expect(JSON.parse(String(init?.body))).toEqual({ ...valeurs, heureFin: 720 });
  });

  it('updates a slot through the week it is in, even when moving it to another week', async () => {
    const creneau = creneauModeleFixture(4, 1, 2, 1, 480, 720);
    const valeurs = { ordreSemaine: 1, jourId: 2, membreId: 1, heureDebut: 480, heureFin: 720 };
    const { user, fetch } = setup({ usage: 'modifier', creneau, valeurs });
    expect(screen.getByRole('heading', { name: 'Modifier le créneau' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /^Semaine/ }));
    await user.click(await screen.findByRole('option', { name: 'Semaine 2' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(envoi(fetch)).toBeDefined());
    const [url, init] = envoi(fetch)!;
    expect(String(url)).toBe('/api/modelePlanning/7/modeleSemaine/1/modeleCreneau/4');
    expect(JSON.parse(String(init?.body))).toEqual({ ...valeurs, ordreSemaine: 2, modeleCreneauDeTravailId: 4 });
  });

  it("shows the server's reason when the slot is refused", async () => {
    const refus = jsonResponse(
      { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: '12 h de travail par jour au plus' },
      409,
    );
    const valeurs = { ordreSemaine: 1, jourId: 1, membreId: 3, heureDebut: 420, heureFin: 1200 };
    const { user, onClose } = setup({ valeurs }, refus);
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('12 h de travail par jour au plus')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
