import type { Locator, Page } from 'playwright-core';

const exact = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Chooses an option of an MUI select by the field's label (the options open in a portal of the page). */
export async function choisir(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
): Promise<void> {
  const champ = scope.getByRole('combobox', { name: exact(label) });
  await champ.click();
  // The choice is made once the list has closed on it: the next step may depend on it. On a busy
  // machine a click during the list's opening animation was once lost and the list stayed open:
  // a person clicks again.
  for (let essai = 1; ; essai++) {
    await page.getByRole('option', { name: option }).click();
    try {
      await page.getByRole('listbox').waitFor({ state: 'hidden', timeout: 5_000 });
      break;
    } catch (erreur) {
      if (essai === 3) throw erreur;
    }
  }
  if (typeof option === 'string') await champ.filter({ hasText: option }).waitFor();
}

/** Types a `YYYY-MM-DD` date into an MUI date field, section by section as a person would. */
export async function saisirDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const [annee, mois, jour] = iso.split('-');
  const field = scope.getByRole('group', { name: exact(label) });
  await field.getByRole('spinbutton', { name: 'Jour' }).click();
  await field.page().keyboard.type(`${jour}${mois}${annee}`);
}

/** `YYYY-MM-DD` of a local date. */
export function iso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Today in Paris, as the server and the browser count it: the test process runs in UTC, whose
 * date differs from Paris's in the hour or two before midnight.
 */
export const aujourdhuiAParis = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** `DD/MM/YYYY`, as the screens write dates. */
export const dateFr = (value: string): string => value.split('-').reverse().join('/');

/** Types `HHMM` into a time picker of a dialog, as a person would (the mask adds the colon). */
export async function saisirHeure(scope: Locator, label: string, hhmm: string): Promise<void> {
  const champ = scope.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await champ.fill('');
  await champ.pressSequentially(hhmm);
  await champ.press('Tab');
}

/** `HHMM` of minutes since midnight, as typed in a time picker. */
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
