// Accessibility checks of the browser journeys (issue 33 point 9, decision 076): axe-core on
// the screen a person reaches, failing on every serious or critical violation of WCAG 2.1 A/AA.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { TEST_TMP } from './paths.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The screens already checked in this run, by any worker: a marker file per screen, taken by
 * exclusive creation (the global setup empties TEST_TMP at the start of a run). A journey that
 * comes back to a screen, or a later file in either worker that passes through it, costs nothing.
 */
const CHECKED_DIR = path.join(TEST_TMP, 'a11y-checked');

/** True the first time `key` is claimed in this run (by any worker). */
function firstCheck(key: string): boolean {
  fs.mkdirSync(CHECKED_DIR, { recursive: true });
  try {
    fs.closeSync(fs.openSync(path.join(CHECKED_DIR, createHash('sha1').update(key).digest('hex')), 'wx'));
    return true;
  } catch {
    return false;
  }
}

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
  if (!firstCheck(key)) return;
  const started = performance.now();
  // (only the violations in full: axe skips collecting the passes' nodes)
  const results = await runAxe(page);
  const ms = Math.round(performance.now() - started);
  // (A11Y_TIMINGS=file: each run's milliseconds and screen, to measure what the checks cost)
  if (process.env.A11Y_TIMINGS) fs.appendFileSync(process.env.A11Y_TIMINGS, `${ms}\t${key}\t${label}\n`);
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length === 0) return;
  const lines = blocking.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
      .join('\n');
    const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${nodes}${more}`;
  });
  throw new Error(`${label} (${key}): ${blocking.length} serious or critical accessibility violation(s)\n${lines.join('\n')}`);
}

/** axe-core's source, read once per worker. */
let axeSource: string | undefined;

/**
 * Runs axe-core in the page: its source is put in once per document (AxeBuilder puts it in on
 * every call, which is most of a run's cost), then `axe.run` on the whole document.
 */
async function runAxe(page: Page): Promise<{ violations: AxeViolation[] }> {
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}
