import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { loginAs, useBrowser } from '../../support/browser';
import { aujourdhuiAParis, choisir } from '../../support/pickers';

const b = useBrowser();

const NOMS_MOIS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

interface Fiche {
  employeId: number;
  congesSoldes: { congesType: { congesTypeId: number }; solde: number }[];
}

/**
 * The month a year before the one just ended: before the demo's reference period, so neither the
 * demo nor the daily job has credited it.
 */
function moisNonCredite(): { annee: number; mois: number } {
  const [annee, mois] = aujourdhuiAParis().split('-').map(Number) as [number, number];
  return mois === 1 ? { annee: annee - 2, mois: 12 } : { annee: annee - 1, mois: mois - 1 };
}

async function soldeCongesPayes(): Promise<number> {
  const salarie = await apiLogin(b.baseURL, 'salarie@demo.test');
  const moi = await getJson<{ utilisateurId: number }>(
    b.baseURL,
    '/api/utilisateur/email?_search=salarie%40demo.test',
    salarie,
  );
  const fiches = await getJson<Fiche[]>(b.baseURL, `/api/employe/utilisateur/${moi.utilisateurId}`, salarie);
  return fiches[0]?.congesSoldes.find((s) => s.congesType.congesTypeId === 1)?.solde ?? Number.NaN;
}

it("simulates a month's paid leave, then credits it once: the employee's balance moves by what the simulation said", async () => {
  const { annee, mois } = moisNonCredite();
  const avant = await soldeCongesPayes();
  await loginAs(b.page, 'admin@demo.test');
  const administration = b.page.getByRole('button', { name: 'Administration' });

  await administration.click();
  await b.page.getByRole('menuitem', { name: 'Simuler congés annuels' }).click();
  const simulation = b.page.getByRole('dialog', { name: 'Simuler congés annuels' });
  await choisir(b.page, simulation, 'Année', String(annee));
  await choisir(b.page, simulation, 'Mois', NOMS_MOIS[mois - 1]!);
  const table = simulation.getByRole('table', { name: `Congés annuels de ${NOMS_MOIS[mois - 1]} ${annee}` });
  const ligne = table.getByRole('row').filter({ hasText: 'Samuel Salarié' });
  await expect.poll(() => ligne.textContent()).toContain('2,5 j');
  expect(await ligne.textContent()).toContain('Non');
  await simulation.getByRole('button', { name: 'Fermer' }).click();

  await administration.click();
  await b.page.getByRole('menuitem', { name: 'Créditer les congés annuels' }).click();
  const credit = b.page.getByRole('dialog', { name: 'Créditer les congés annuels' });
  await choisir(b.page, credit, 'Année', String(annee));
  await choisir(b.page, credit, 'Mois', NOMS_MOIS[mois - 1]!);
  await credit.getByRole('button', { name: 'Créditer' }).click();
  await b.page.getByText(new RegExp(`^${NOMS_MOIS[mois - 1]} ${annee} : \\d+ employé\\(s\\) crédité\\(s\\)`)).waitFor();
  await expect.poll(soldeCongesPayes).toBeCloseTo(avant + 2.5, 2);

  // A second credit of the same month changes nothing.
  await administration.click();
  await b.page.getByRole('menuitem', { name: 'Créditer les congés annuels' }).click();
  const encore = b.page.getByRole('dialog', { name: 'Créditer les congés annuels' });
  await choisir(b.page, encore, 'Année', String(annee));
  await choisir(b.page, encore, 'Mois', NOMS_MOIS[mois - 1]!);
  await encore.getByRole('button', { name: 'Créditer' }).click();
  await b.page.getByText(/: 0 employé\(s\) crédité\(s\), 0 j au total ; \d+ employé\(s\) déjà crédité\(s\)/).waitFor();
  expect(await soldeCongesPayes()).toBeCloseTo(avant + 2.5, 2);
});
