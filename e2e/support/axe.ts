import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** The impacts that fail the accessibility check: what blocks or seriously hinders a user. */
const GRAVES = new Set(['serious', 'critical']);

/**
 * Runs axe-core in the page as it stands and answers one line per serious or critical
 * violation: the screen, the rule, how many nodes, and the first node's selector.
 */
export async function violationsGraves(page: Page, ecran: string): Promise<string[]> {
  // Halfway through a fade-in, a toast is half transparent and its contrast is measured against
  // the page behind it: wait for the finite transitions to end (spinners loop for ever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
  // The app's CSP (script-src 'self') refuses an inline <script>: evaluating the source over the
  // DevTools protocol is not subject to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const resultats = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return resultats.violations
    .filter((v) => v.impact && GRAVES.has(v.impact))
    .map((v) => {
      const premier = v.nodes[0];
      const ou = premier ? `${premier.target.join(' ')} ${premier.html.slice(0, 160)}` : '';
      return `${ecran} — ${v.id} (${v.impact}, ${v.nodes.length} nœud(s)) : ${ou}`;
    });
}
