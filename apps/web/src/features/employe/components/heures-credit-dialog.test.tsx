import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../lib/auth';
import { employeFixture } from '../../../testing/employe-fixtures';
import { sessionFixture } from '../../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { HeuresCreditDialog } from './heures-credit-dialog';

function setup(sens: 'credit' | 'debit', reponse = () => jsonResponse(employeFixture(), 201)) {
  login(sessionFixture(['ROLE_UTILISATEUR', 'ROLE_ADMINISTRATEUR_14']));
  const fetch = mockFetch((url, init) =>
    url.pathname === '/api/employe/5/soldeRecup/credit' && init?.method === 'POST' ? reponse() : undefined,
  );
  const onClose = vi.fn();
  renderWithProviders(<HeuresCreditDialog open sens={sens} employeId={5} onClose={onClose} />);
  return { fetch, onClose, user: userEvent.setup() };
}

const heures = () => screen.getByRole('textbox', { name: /Nombre d'heures/ });
const commentaire = () => screen.getByRole('textbox', { name: /Commentaire/ });
const envoyer = (nom: string) => screen.getByRole('button', { name: nom });

async function choisirRaison(user: ReturnType<typeof userEvent.setup>, raison: string) {
  await user.click(screen.getByRole('combobox', { name: /Raison/ }));
  await user.click(await screen.findByRole('option', { name: raison }));
}

describe('HeuresCreditDialog (spec §5 hours credit / debit)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the hours and the reason, and wants a number', async () => {
    const { user } = setup('credit');
    await user.click(envoyer('Créditer'));
    expect(await screen.findByText('Information obligatoire')).toBeTruthy();
    expect(screen.getByText('La raison est obligatoire')).toBeTruthy();
    await user.type(heures(), 'deux');
    expect(await screen.findByText('Entrez une valeur numérique')).toBeTruthy();
  });

  it('wants a positive value on the credit, with a tooltip about negative values', async () => {
    const { user } = setup('credit');
    expect(screen.getByLabelText("Aide sur le nombre d'heures")).toBeTruthy();
    await user.type(heures(), '-3');
    await user.click(envoyer('Créditer'));
    expect(await screen.findByText('Entrez une valeur positive')).toBeTruthy();
  });

  it('wants a negative value on the debit', async () => {
    const { user } = setup('debit');
    await user.type(heures(), '3');
    await user.click(envoyer('Débiter'));
    expect(await screen.findByText('Entrez une valeur négative')).toBeTruthy();
  });

  it('asks at least 5 words of comment for AUTRES, then sends the credit dated today', async () => {
    const { user, fetch, onClose } = setup('credit');
    await user.type(heures(), '3,5');
    await choisirRaison(user, 'AUTRES');
    await user.type(commentaire(), 'Trop court');
    await user.click(envoyer('Créditer'));
    expect(await screen.findByText('Veuillez expliquer la raison de ce crédit (au moins 5 mots)')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(commentaire(), ' mais cette fois suffisant');
    await user.click(envoyer('Créditer'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ employeId: 5, nbHeures: 3.5, raison: 'AUTRES' });
    expect(body.dateDapplication).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('speaks of a debit in the AUTRES message of the debit dialog', async () => {
    const { user } = setup('debit');
    await user.type(heures(), '-2');
    await choisirRaison(user, 'AUTRES');
    await user.click(envoyer('Débiter'));
    expect(await screen.findByText('Veuillez expliquer la raison de ce débit (au moins 5 mots)')).toBeTruthy();
  });

  it("shows the server's field error under its field and keeps the alert for the rest", async () => {
    let fieldErrors: Record<string, string> = { nbHeures: 'Entrez au moins une minute' };
    const { user, onClose } = setup('credit', () =>
      jsonResponse({ statusCode: 400, error: 'Bad Request', code: 'BAD_REQUEST', message: 'Refusé', fieldErrors }, 400),
    );
    await user.type(heures(), '0,001');
    await choisirRaison(user, 'AUTRES');
    await user.type(commentaire(), 'un deux trois quatre cinq');
    await user.click(envoyer('Créditer'));
    expect(await screen.findByText('Entrez au moins une minute')).toBeTruthy();
    expect(heures().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    fieldErrors = { nbHeures: 'Trop de minutes', raisonInconnue: 'Raison inconnue du serveur' };
    await user.click(envoyer('Créditer'));
    expect((await screen.findByRole('alert')).textContent).toBe('Raison inconnue du serveur');
    expect(screen.getByText('Trop de minutes')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
