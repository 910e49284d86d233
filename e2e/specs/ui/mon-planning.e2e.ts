import { expect, it } from 'vitest';
import { loginAs, useBrowser } from '../../support/browser';

const b = useBrowser();

it('lands salarie@demo.test on their week of slots, then moves to the next week', async () => {
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.getByRole('heading', { name: 'Mon planning' }).waitFor();

  // The demo publishes a rotation for their service, Foyer Les Cèdres.
  const creneaux = b.page.getByTestId('creneau');
  await creneaux.first().waitFor();
  expect(await creneaux.count()).toBeGreaterThan(0);
  expect(await creneaux.first().textContent()).toMatch(/\d{2}:\d{2} – \d{2}:\d{2}/);
  expect(await b.page.getByText('Foyer Les Cèdres').count()).toBeGreaterThan(0);

  const titre = b.page.getByTestId('titre-semaine');
  const avant = await titre.textContent();
  expect(avant).toMatch(/^Semaine \d+ — du lun\. \d{2}\/\d{2} au dim\. \d{2}\/\d{2}\/\d{4}$/);

  await b.page.getByRole('button', { name: 'Semaine suivante' }).click();
  await b.page.waitForURL(/\/planning\?semaine=\d{2}-\d{4}$/);
  await expect.poll(() => titre.textContent()).not.toBe(avant);

  // The week is in the URL: a reload keeps it.
  const url = b.page.url();
  await b.page.reload();
  await expect.poll(() => titre.textContent()).not.toBe(avant);
  expect(b.page.url()).toBe(url);
  await b.page.getByRole('button', { name: 'Cette semaine' }).click();
  await expect.poll(() => titre.textContent()).toBe(avant);
});
