import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { loginAs, useBrowser } from '../../support/browser';
import { crediterConges } from '../../support/employes';

const b = useBrowser();

interface Fiche {
  employeId: number;
  etablissement: { raisonSociale: string };
  congesSoldes: { congesType: { congesTypeId: number }; solde: number }[];
}

const jours = (n: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(n)} j`;

it('shows salarie@demo.test the balances of each of their employee records, read-only', async () => {
  const salarie = await apiLogin(b.baseURL, 'salarie@demo.test');
  const moi = await getJson<{ utilisateurId: number }>(
    b.baseURL,
    '/api/utilisateur/email?_search=salarie%40demo.test',
    salarie,
  );
  const avant = await getJson<Fiche[]>(b.baseURL, `/api/employe/utilisateur/${moi.utilisateurId}`, salarie);
  const fiche = avant[0];
  if (!fiche) throw new Error('salarie@demo.test sans fiche employé');
  await crediterConges(b.baseURL, fiche.employeId, 1.5, 'Crédit du test de profil');
  const apres = await getJson<Fiche[]>(b.baseURL, `/api/employe/utilisateur/${moi.utilisateurId}`, salarie);
  const solde = apres[0]?.congesSoldes.find((s) => s.congesType.congesTypeId === 1)?.solde ?? Number.NaN;

  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/profil/soldes');
  const section = b.page.getByRole('region', { name: fiche.etablissement.raisonSociale });
  const ligne = section.getByRole('button', { name: /^Congés payés/ });
  await expect.poll(() => ligne.textContent()).toContain(jours(solde));
  await section.getByRole('button', { name: /^Récupérations/ }).waitFor();

  await ligne.click();
  await b.page.waitForURL(`**/profil/soldes/employe/${fiche.employeId}/conges/1`);
  await b.page.getByText('Crédit du test de profil').waitFor();
  expect(await b.page.getByRole('button', { name: 'Créditer' }).count()).toBe(0);
  expect(await b.page.getByRole('button', { name: 'Poser des congés' }).count()).toBe(0);

  await b.page.getByRole('link', { name: 'Retour aux soldes' }).click();
  await section.getByRole('button', { name: /^Récupérations/ }).click();
  await b.page.waitForURL(`**/profil/soldes/employe/${fiche.employeId}/recuperation`);
  await b.page.getByRole('region', { name: 'À date' }).waitFor();
});
