import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject, onTestFailed } from 'vitest';

export const DEMO_PASSWORD = 'Demo-2026!';
/** How every test starts Chromium (also with a profile of its own, where a test needs one). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * One browser per spec file, one fresh context (empty storage) per test; a screenshot of the
 * page is kept in test-results/ when a test fails.
 */
export function useBrowser() {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page; baseURL: string };
  beforeAll(async () => {
    state.baseURL = inject('baseURL');
    state.browser = await chromium.launch(CHROMIUM_LAUNCH);
  });
  beforeEach(async (ctx) => {
    state.context = await state.browser.newContext({
      baseURL: state.baseURL,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 1400, height: 900 },
    });
    state.page = await state.context.newPage();
    state.page.setDefaultTimeout(15_000);
    onTestFailed(async () => {
      mkdirSync('test-results', { recursive: true });
      const name = ctx.task.name.replace(/[^\w-]+/g, '_').slice(0, 80);
      await state.page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => undefined);
    });
    return async () => {
      await state.context.close();
    };
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}

export const TELEPHONE = { width: 390, height: 844 } as const;

/** A touch phone context (390 × 844) in place of the desktop one `useBrowser` opened. */
export async function surTelephone(state: ReturnType<typeof useBrowser>): Promise<Page> {
  await state.context.close();
  state.context = await state.browser.newContext({
    baseURL: state.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: TELEPHONE,
    hasTouch: true,
    isMobile: true,
  });
  state.page = await state.context.newPage();
  state.page.setDefaultTimeout(15_000);
  return state.page;
}

/** A text field by its label, whether or not the label carries the required star. */
export function champ(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('textbox', { name: new RegExp(`^${escaped}( \\*)?$`) });
}

/** Signs in through the login screen, as a person would. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel(/e-mail/i).fill(email);
  await page
    .getByLabel(/mot de passe/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Connexion' }).click();
}
