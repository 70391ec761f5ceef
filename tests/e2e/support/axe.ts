import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG 2.1 A and AA rules axe-core knows. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Audits what the page shows now with axe-core and fails on any serious or critical violation,
 * naming each rule and the elements it found.
 */
export async function expectAccessible(page: Page, what: string) {
  // Colours are judged once fades and slides (a closing menu, a floating label) have ended.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  // Evaluated through the DevTools protocol, which the app's CSP (no inline scripts) does not block.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, WCAG_21_AA);
  expect(violations.join('\n'), `serious or critical accessibility violations on ${what}`).toBe('');
}
