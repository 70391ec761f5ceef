import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG 2.1 A and AA rules axe-core knows. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type PolicyViolationLog = Window & { policyViolations?: string[] };

/**
 * Run in every page before its scripts (phoneContext in ./app.ts): notes each Content Security Policy
 * violation, which Chromium reports as an event only (zod's eval probe logs nothing to the console).
 */
export function recordPolicyViolations() {
  const log = window as PolicyViolationLog;
  log.policyViolations = [];
  document.addEventListener('securitypolicyviolation', (violation) => {
    log.policyViolations!.push(`${violation.violatedDirective} blocked ${violation.blockedURI || 'inline code'} (${violation.sourceFile}:${violation.lineNumber})`);
  });
}

/**
 * Audits what the page shows now with axe-core and fails on any serious or critical violation,
 * naming each rule and the elements it found; fails too when the page broke its own Content
 * Security Policy since it loaded.
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
  const policyViolations = await page.evaluate(() => (window as PolicyViolationLog).policyViolations ?? []);
  expect(policyViolations, `Content Security Policy violations on ${what}`).toEqual([]);
}
