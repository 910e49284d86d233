import { expect, it } from 'vitest';
import { loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();

const LIENS = ['Établissement', 'Tableau des congés', 'Services', 'Employés', 'Usagers', 'À couvrir'] as const;

async function visibleLinks(): Promise<string[]> {
  const nav = b.page.getByRole('navigation', { name: 'Menu principal' });
  await nav.waitFor();
  const shown: string[] = [];
  for (const name of LIENS) {
    if (await nav.getByRole('link', { name, exact: true }).isVisible()) shown.push(name);
  }
  return shown;
}

async function signIn(email: string) {
  await loginAs(b.page, email);
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('link', { name: 'Mon profil' }).waitFor();
}

const titre = (name: string) => b.page.getByRole('heading', { name, level: 1 });

it.each([
  ['salarie@demo.test', ['Établissement', 'Tableau des congés', 'Services', 'Usagers']],
  ['rh@demo.test', ['Établissement', 'Tableau des congés', 'Services', 'Employés', 'Usagers', 'À couvrir']],
  // Issue 27: « À couvrir » for the heads of service and administrators, whom the page serves.
  ['chef@demo.test', ['Établissement', 'Tableau des congés', 'Services', 'Usagers', 'À couvrir']],
  ['directeur@demo.test', ['Établissement', 'Tableau des congés', 'Services', 'Usagers']],
  ['salarie6@demo.test', ['Établissement', 'Tableau des congés', 'Services']],
])('shows %s the header links of their roles', async (email, expected) => {
  await signIn(email);
  await titre('Mon planning').waitFor();
  expect(await visibleLinks()).toEqual(expected);
  expect(await b.page.getByRole('link', { name: 'Mon Planning' }).isVisible()).toBe(true);
  expect(await b.page.getByRole('button', { name: 'Administration' }).count()).toBe(0);
});

it('gives the Administrateur the administration menu with all its entries, and no Mon Planning', async () => {
  await signIn('admin@demo.test');
  expect(await b.page.getByRole('link', { name: 'Mon Planning' }).count()).toBe(0);
  await b.page.getByRole('button', { name: 'Administration' }).click();
  const entries = [
    'Associations',
    'Établissements',
    'Simuler congés annuels',
    'Créditer les congés annuels',
    'Créditer les congés du trimestre',
    'Refresh Acls',
    'Mettre à jour le statut des demandes',
    'Tester les mails',
    'Actualiser les redirections',
  ];
  for (const name of entries) expect(await b.page.getByRole('menuitem', { name }).isVisible(), name).toBe(true);
});

it('sends a user without the Employés permission back to Mon planning', async () => {
  await signIn('salarie@demo.test');
  await b.page.goto('/employes');
  await b.page.waitForURL('**/planning');
  await titre('Mon planning').waitFor();
  expect(await titre('Employés').count()).toBe(0);
  expect(await visibleLinks()).not.toContain('Employés');
});

it('remembers the chosen establishment after a reload', async () => {
  await signIn('admin@demo.test');
  const picker = b.page.getByRole('combobox', { name: 'Établissement sélectionné' });
  await picker.click();
  const options = b.page.getByRole('option');
  const labels = await options.allTextContents();
  // The demo's three, and any establishment another spec created on this shared server.
  for (const nom of [/Tilleuls/, /Roseraie/, /Cèdres/]) expect(labels.some((l) => nom.test(l))).toBe(true);
  await b.page.getByRole('option', { name: /Roseraie/ }).click();
  await expect.poll(() => picker.textContent()).toMatch(/Roseraie/);
  await b.page.reload();
  await expect
    .poll(() => b.page.getByRole('combobox', { name: 'Établissement sélectionné' }).textContent())
    .toMatch(/Roseraie/);
});
