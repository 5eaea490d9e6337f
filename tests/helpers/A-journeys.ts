// The trading screens' journeys (issue 30, point 2): one per viewport, not the four
// desktop/mobile × user/visitor cases they once were. The desktop
// journey is a logged-in user with real money on the trade page, the mobile one a visitor on
// /demo (guest demo session): between them both viewports, both modes and both ways in.
import type { Page } from 'playwright-core';
import type { TestPage, ViewportName } from './browser.ts';

export type Who = 'user' | 'visitor';

/** [viewport, who] of each journey: desktop as a funded user (real money), mobile as a visitor on /demo. */
export const JOURNEYS: [ViewportName, Who][] = [
  ['desktop', 'user'],
  ['mobile', 'visitor'],
];

/** The raw value (`data-value`) of a figure shown under `testId`. */
export const figure = (tp: TestPage, testId: string) => tp.page.getByTestId(testId).getAttribute('data-value');

/** Waits until the figure under `testId` shows a number (its `data-value` has a digit). */
export async function figureShown(tp: TestPage, testId: string, timeout = 10_000) {
  await tp.page.waitForFunction(
    (t) => /\d/.test(document.querySelector(`[data-testid="${t}"]`)?.getAttribute('data-value') ?? ''),
    testId,
    { timeout },
  );
}

/** Closes the notices (toasts) on screen and waits until they have gone, so a screenshot shows the screen under them. */
export async function dismissNotices(page: Page) {
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) await close.click();
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
}
