// Accessibility checks of the browser journeys (issue 33 point 9, decision 076): axe-core on
// the screen a person reaches, failing on every serious or critical violation of WCAG 2.1 A/AA.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The screens already checked by this worker (the files of a worker share modules): a route is
 * checked once per viewport and session kind, so a journey that comes back to a screen, or a
 * later file that passes through it, costs nothing (an axe run costs about half a second of CPU).
 */
const checked = new Set<string>();

export interface AccessibleOptions {
  /**
   * A state of the route worth its own check (an open dialog, a filled form): checked once per
   * route, viewport and state.
   */
  state?: string;
}

/**
 * Runs axe-core on the page as it is now and fails listing every serious or critical violation
 * (rule, elements, what is wrong). `label` names the screen in the failure.
 */
export async function expectAccessible(target: Page | { page: Page }, label: string, options: AccessibleOptions = {}): Promise<void> {
  const page = 'page' in target ? target.page : target;
  const url = new URL(page.url());
  const route = (url.hash.replace(/^#/, '') || url.pathname).split('?')[0];
  const viewport = (page.viewportSize()?.width ?? 0) < 700 ? 'mobile' : 'desktop';
  const session = await page.evaluate(() => (localStorage.getItem('Authorization') ? 'user' : 'visitor')).catch(() => 'visitor');
  const key = `${viewport} ${session} ${route}${options.state ? ` [${options.state}]` : ''}`;
  if (checked.has(key)) return;
  checked.add(key);
  const started = performance.now();
  // (only the violations in full: axe skips collecting the passes' nodes)
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const ms = Math.round(performance.now() - started);
  // (A11Y_TIMINGS=file: each run's milliseconds and screen, to measure what the checks cost)
  if (process.env.A11Y_TIMINGS) fs.appendFileSync(process.env.A11Y_TIMINGS, `${ms}\t${key}\t${label}\n`);
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length === 0) return;
  const lines = blocking.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
      .join('\n');
    const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${nodes}${more}`;
  });
  throw new Error(`${label} (${key}): ${blocking.length} serious or critical accessibility violation(s)\n${lines.join('\n')}`);
}
