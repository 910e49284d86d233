import type { AclEntry } from '@roulement/contract';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { violationsGraves } from '../../support/axe';
import { loginAs, useBrowser } from '../../support/browser';
import { choisir } from '../../support/pickers';

const b = useBrowser();

interface AclPage {
  total: number;
  elements: AclEntry[];
}

it('lists the current ACLs in the ACL dialog, a page at a time, the buttons in view, and again after a refresh', {
  timeout: 60_000,
}, async () => {
  const admin = await apiLogin(b.baseURL, 'admin@demo.test');
  const premiere = await getJson<AclPage>(b.baseURL, '/api/acl?_page=0&_taille=20', admin);
  expect(premiere.total).toBeGreaterThan(20);

  await loginAs(b.page, 'admin@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('button', { name: 'Administration' }).click();
  await b.page.getByRole('menuitem', { name: 'Refresh Acls' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Mettre à jour les ACLs' });
  const table = dialog.getByRole('table', { name: 'ACLs actuelles' });
  await table.waitFor();
  const premier = premiere.elements[0]!;
  await table.getByRole('row', { name: `${premier.username} ${premier.role}` }).waitFor();
  expect(await table.locator('tbody tr').count()).toBe(20);
  await dialog.getByText(`1–20 sur ${premiere.total}`).waitFor();
  expect(await violationsGraves(b.page, 'ACLs actuelles')).toEqual([]);
  // The buttons stay in view under a long list: the list scrolls, not the dialog.
  expect(await dialog.getByRole('button', { name: 'Mettre à jour' }).isVisible()).toBe(true);
  const bouton = (await dialog.getByRole('button', { name: 'Mettre à jour' }).boundingBox())!;
  expect(bouton.y + bouton.height).toBeLessThanOrEqual(900);

  await dialog.getByRole('button', { name: 'Page suivante' }).click();
  const seconde = await getJson<AclPage>(b.baseURL, '/api/acl?_page=1&_taille=20', admin);
  await table.getByRole('row', { name: `${seconde.elements[0]!.username} ${seconde.elements[0]!.role}` }).waitFor();
  await dialog.getByText(`21–${Math.min(40, premiere.total)} sur ${premiere.total}`).waitFor();

  // A refresh lists them again: the same roles, rebuilt.
  await choisir(b.page, dialog, 'Dépôt', 'utilisateur');
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await dialog.getByText(/utilisateur\(s\) mis à jour/).waitFor();
  await dialog.getByText(`21–${Math.min(40, premiere.total)} sur ${premiere.total}`).waitFor();
});

it('lists the ACLs on a phone, from the menu of the drawer, without widening the page', {
  timeout: 60_000,
}, async () => {
  await b.page.setViewportSize({ width: 390, height: 844 });
  await loginAs(b.page, 'admin@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await b.page.getByRole('button', { name: 'Administration' }).click();
  await b.page.getByRole('menuitem', { name: 'Refresh Acls' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Mettre à jour les ACLs' });
  await dialog.getByRole('table', { name: 'ACLs actuelles' }).getByText('admin@demo.test').first().waitFor();
  const largeurs = await b.page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(largeurs[0]).toBeLessThanOrEqual(largeurs[1]!);
  expect(await dialog.getByRole('button', { name: 'Mettre à jour' }).isVisible()).toBe(true);
});
